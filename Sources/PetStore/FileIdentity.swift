#if canImport(Glibc)
import Glibc
#endif

/// Which file a path names: its device and inode. A path whose file was deleted names
/// none; one whose file was replaced names another.
struct FileIdentity: Equatable, Sendable {
    private let device: UInt64
    private let inode: UInt64

    /// The identity of the file at `path`, or `nil` when there is none.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
