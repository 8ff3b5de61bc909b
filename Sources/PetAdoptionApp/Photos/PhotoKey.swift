/// What a decoded photo is cached under: its file and the square it was scaled to.
struct PhotoKey: Hashable, Sendable {
    /// The image file.
    let path: String
    /// The side of the decoded square, in device pixels (logical size × scale factor).
    let pixelSize: Int32
}
