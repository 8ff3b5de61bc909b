import Testing
@testable import PetCore

@Suite("CSVWriter")
struct CSVWriterTests {
    @Test func whenNeeded_quotesOnlyFieldsWithACommaQuoteOrLineBreak() {
        let writer = CSVWriter()

        #expect(writer.record(["plain", "a,b", "say \"hi\"", "two\nlines", "cr\rhere", ""])
            == "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\rhere\",\r\n")
    }

    @Test func always_quotesEveryFieldAndEndsWithTheGivenLineEnding() {
        let writer = CSVWriter(quoting: .always, lineEnding: "\n")

        #expect(writer.record(["Zoë", "", "1"]) == "\"Zoë\",\"\",\"1\"\n")
    }
}
