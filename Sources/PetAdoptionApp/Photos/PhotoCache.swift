/// Decoded photos by file and size, dropping the least recently used ones past a memory limit.
struct PhotoCache {
    /// The most pixel memory kept, in bytes.
    let costLimit: Int
    /// The pixel memory kept now, in bytes.
    private(set) var totalCost = 0

    private var entries: [PhotoKey: PhotoTexture] = [:]
    /// Keys from least to most recently used.
    private var recency: [PhotoKey] = []

    /// An empty cache keeping at most `costLimit` bytes of pixels.
    init(costLimit: Int) {
        self.costLimit = costLimit
    }

    /// How many photos are kept.
    var count: Int { entries.count }

    /// The photo kept under `key`, now the most recently used; `nil` when not kept.
    mutating func texture(for key: PhotoKey) -> PhotoTexture? {
        guard let texture = entries[key] else { return nil }
        touch(key)
        return texture
    }

    /// Keeps `texture` under `key`, then drops the least recently used photos until the
    /// total fits the limit (a photo larger than the limit is not kept).
    mutating func insert(_ texture: PhotoTexture, for key: PhotoKey) {
        if let old = entries.updateValue(texture, forKey: key) {
            totalCost -= old.cost
        }
        totalCost += texture.cost
        touch(key)
        while totalCost > costLimit, let oldest = recency.first {
            recency.removeFirst()
            totalCost -= entries.removeValue(forKey: oldest)?.cost ?? 0
        }
    }

    private mutating func touch(_ key: PhotoKey) {
        if let index = recency.firstIndex(of: key) { recency.remove(at: index) }
        recency.append(key)
    }
}
