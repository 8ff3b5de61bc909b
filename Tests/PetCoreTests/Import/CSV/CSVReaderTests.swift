import Testing
@testable import PetCore

@Suite("CSV reader")
struct CSVReaderTests {
    private func fields(_ text: String, delimiter: Character = ",") -> [[String]] {
        CSVReader(delimiter: delimiter.asciiValue!).rows(text).map(\.fields)
    }

    @Test func plainFields_splitAtCommas_andRowsAtLineBreaks() {
        #expect(fields("a,b,c\n1,2,3\n") == [["a", "b", "c"], ["1", "2", "3"]])
    }

    @Test func crlf_lf_andCR_allEndRows_andTheLastRowNeedsNoLineBreak() {
        #expect(fields("a,b\r\n1,2\n3,4\r5,6") == [["a", "b"], ["1", "2"], ["3", "4"], ["5", "6"]])
    }

    @Test func quotedFields_holdCommasDoubledQuotesAndLineBreaks() {
        let text = "name,about\r\n\"Rex, Jr.\",\"Says \"\"woof\"\".\r\nLoves walks.\"\r\n"
        #expect(fields(text) == [["name", "about"], ["Rex, Jr.", "Says \"woof\".\nLoves walks."]])
    }

    @Test func emptyFields_andEmptyQuotedFields_areEmptyStrings() {
        #expect(fields("a,,\"\",d\n") == [["a", "", "", "d"]])
    }

    @Test func quoteInsideAnUnquotedField_isAnOrdinaryCharacter() {
        #expect(fields("5'11\",x\n") == [["5'11\"", "x"]])
    }

    @Test func textAfterAClosingQuote_isKept() {
        #expect(fields("\"ab\"c,d\n") == [["abc", "d"]])
    }

    @Test func unclosedQuote_isReadAsACharacter_insteadOfSwallowingTheFile() {
        #expect(fields("a,\"b\nc,d\ne,f\n") == [["a", "\"b"], ["c", "d"], ["e", "f"]])
        #expect(fields("x,\"") == [["x", "\""]])
    }

    @Test func blankRows_areSkipped_butCountInRowNumbers() {
        let rows = CSVReader(delimiter: UInt8(ascii: ",")).rows("h\n\nx\r\n\r\ny\n")
        #expect(rows == [CSVRow(number: 1, fields: ["h"]), CSVRow(number: 3, fields: ["x"]), CSVRow(number: 5, fields: ["y"])])
    }

    @Test func rowNumbers_countRecordsNotLines() {
        let rows = CSVReader(delimiter: UInt8(ascii: ",")).rows("h\n\"multi\nline\"\nnext\n")
        #expect(rows.map(\.number) == [1, 2, 3])
    }

    @Test func nulCharacters_areDropped() {
        #expect(fields("a\u{0}b,\"c\u{0}\"\n") == [["ab", "c"]])
    }

    @Test func delimiter_isSniffedFromTheFirstLine() {
        #expect(CSVReader(sniffing: "a;b;c\n1,5;2;3").delimiter == UInt8(ascii: ";"))
        #expect(CSVReader(sniffing: "a\tb\n").delimiter == 0x09)
        #expect(CSVReader(sniffing: "\"x;y\",b\n").delimiter == UInt8(ascii: ","))
        #expect(CSVReader(sniffing: "single\n").delimiter == UInt8(ascii: ","))
    }

    @Test func semicolonFiles_splitAtSemicolons() {
        #expect(fields("a;\"b;c\"\n", delimiter: ";") == [["a", "b;c"]])
    }

    @Test func nonASCIIText_isKept() {
        #expect(fields("Zoë,Ñandú,猫\n") == [["Zoë", "Ñandú", "猫"]])
    }
}
