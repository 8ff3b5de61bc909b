import Foundation
import PetCore
import Testing

@Suite("Photo header")
struct PhotoHeaderTests {
    @Test func read_findsTheFormatAndSize_ofRealFiles() {
        #expect(PhotoHeader.read(Data(SamplePhotos.png)) == .success(PhotoHeader(format: .png, width: 1, height: 1)))
        #expect(PhotoHeader.read(Data(SamplePhotos.jpeg)) == .success(PhotoHeader(format: .jpeg, width: 2, height: 2)))
        #expect(PhotoHeader.read(Data(SamplePhotos.webp)) == .success(PhotoHeader(format: .webp, width: 3, height: 2)))
    }

    @Test func sniff_goesByContent_notByName() {
        #expect(PhotoFormat.sniff(Data("not an image, whatever its name".utf8)) == nil)
        #expect(PhotoFormat.sniff(Data(SamplePhotos.png)) == .png)
        #expect(PhotoHeader.read(Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8)) == .failure(.unknownFormat))
    }

    @Test func read_saysDamaged_whenAFileIsCutShort() {
        #expect(PhotoHeader.read(Data(SamplePhotos.jpeg.dropLast(40))) == .failure(.damaged))
        #expect(PhotoHeader.read(Data(SamplePhotos.png.dropLast(12))) == .failure(.damaged))
        #expect(PhotoHeader.read(Data(SamplePhotos.webp.dropLast(8))) == .failure(.damaged))
        #expect(PhotoHeader.read(Data(SamplePhotos.jpeg.prefix(3))) == .failure(.damaged))
    }

    @Test func read_acceptsDataAfterAJPEGsEnd_asMotionPhotosAppendTheirVideo() {
        let header = PhotoHeader.read(Data(SamplePhotos.jpeg + Array("ftypmp42 a video".utf8)))
        #expect(header == .success(PhotoHeader(format: .jpeg, width: 2, height: 2)))
    }

    @Test func read_takesAPNGsSize_fromItsIHDRChunk() {
        var png = SamplePhotos.png
        png.replaceSubrange(16..<24, with: [0, 0, 0x27, 0x10, 0, 0, 0x13, 0x88])  // 10,000 × 5,000
        #expect(PhotoHeader.read(Data(png)).map(\.pixelCount) == .success(50_000_000))
    }
}
