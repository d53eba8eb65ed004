// A C target only so that Swift sees FuzzDriver.h; libFuzzer itself is linked by the fuzz targets.
#include "FuzzDriver.h"
