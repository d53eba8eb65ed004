import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process's resident memory now, in bytes, or `nil` where the platform does not say.
///
/// Darwin reports it through `task_info`; Linux through `/proc/self/statm` (resident pages);
/// elsewhere there is only the peak (see ``peakResidentBytes()``).
func residentBytes() -> Int? {
  #if canImport(Darwin)
    var info = mach_task_basic_info()
    var count = mach_msg_type_number_t(
      MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
    let result = withUnsafeMutablePointer(to: &info) { pointer in
      pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
        task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
      }
    }
    return result == KERN_SUCCESS ? Int(info.resident_size) : nil
  #elseif os(Linux)
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  #else
    return nil
  #endif
}

/// The process's peak resident memory so far, in bytes, from `getrusage` (which reports
/// kilobytes on Linux and bytes on Darwin).
func peakResidentBytes() -> Int {
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)
  #elseif canImport(Glibc)
    // Glibc imports `RUSAGE_SELF` as an enum case rather than the integer `getrusage` takes.
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Int(usage.ru_maxrss) * 1024
  #else
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss) * 1024
  #endif
}
