import Testing
@testable import PetCore

/// The one in-memory copy of a kind of record: a reference to one record is told of that
/// record's changes only, a list (through `revision`) of every change, and contents equal
/// to what the collection holds tell no one.
@Suite("Record collection")
@MainActor
struct RecordCollectionTests {
    /// A small record: only its id and text.
    private struct Note: Identifiable, Sendable, Equatable {
        var id: String
        var text: String
    }

    private static let notes = [Note(id: "a", text: "Apple"), Note(id: "b", text: "Banana")]

    /// A complete collection holding `notes`.
    private func collection(_ notes: [Note] = notes) -> RecordCollection<Note> {
        let collection = RecordCollection<Note>(searchTexts: RecordSearchTexts { [$0.text] })
        collection.replace(with: RecordContents(notes))
        return collection
    }

    /// References to the notes "a" and "b" of `collection`.
    private func references(in collection: RecordCollection<Note>) throws -> (RecordReference<Note>, RecordReference<Note>) {
        (try #require(collection.reference(to: "a")), try #require(collection.reference(to: "b")))
    }

    /// Which of the references' `record`s an action notifies.
    private func notified(
        _ a: RecordReference<Note>, _ b: RecordReference<Note>, when act: @MainActor () async -> Void
    ) async -> Set<String> {
        await Observed.notified(["a": { _ = a.record }, "b": { _ = b.record }], when: act)
    }

    // MARK: References

    @Test func reference_isNil_forAnUnknownID() {
        #expect(collection().reference(to: "nobody") == nil)
    }

    @Test func update_notifiesThatRecordsReference_only() async throws {
        let collection = collection()
        let (a, b) = try references(in: collection)
        #expect(await notified(a, b, when: { collection.update("a") { $0.text = "Apricot" } }) == ["a"])
        #expect(a.record.text == "Apricot")
        #expect(b.record.text == "Banana")
    }

    @Test func upsert_ofAnExistingRecord_notifiesItsReference_only() async throws {
        let collection = collection()
        let (a, b) = try references(in: collection)
        #expect(await notified(a, b, when: { collection.upsert(Note(id: "b", text: "Blueberry")) }) == ["b"])
        #expect(b.record.text == "Blueberry")
    }

    @Test func upsert_ofANewRecord_notifiesNoOtherReference() async throws {
        let collection = collection()
        let (a, b) = try references(in: collection)
        #expect(await notified(a, b, when: { collection.upsert(Note(id: "c", text: "Cherry")) }).isEmpty)
        #expect(collection.reference(to: "c")?.record.text == "Cherry")
    }

    @Test func remove_notifiesThatRecordsReference_only_whichKeepsTheLastKnownRecord() async throws {
        let collection = collection()
        let (a, b) = try references(in: collection)
        #expect(await notified(a, b, when: { collection.remove("a") }) == ["a"])
        #expect(!a.exists)
        #expect(a.record == Note(id: "a", text: "Apple"))
        #expect(b.exists)
        #expect(b.record.text == "Banana")
    }

    @Test func replace_withDifferentContents_notifiesTheReferencesOfChangedRecords_only() async throws {
        let collection = collection()
        let (a, b) = try references(in: collection)
        let replaced = await notified(a, b, when: {
            collection.replace(with: RecordContents([Note(id: "b", text: "Banana"), Note(id: "a", text: "Avocado")]))
        })
        #expect(replaced == ["a"])
        #expect(a.record.text == "Avocado")
        #expect(collection.records.map(\.id) == ["b", "a"])
    }

    @Test func replace_thatDropsARecord_notifiesItsReference() async throws {
        let collection = collection()
        let (a, b) = try references(in: collection)
        #expect(await notified(a, b, when: { collection.replace(with: RecordContents([Self.notes[0]])) }) == ["b"])
        #expect(!b.exists)
    }

    @Test func changed_notifiesThatRecordsReference_only() async throws {
        let collection = collection()
        let (a, b) = try references(in: collection)
        #expect(await notified(a, b, when: { collection.changed("b") }) == ["b"])
    }

    // MARK: Equal contents

    @Test func replace_withEqualContents_notifiesNobody() async throws {
        let collection = collection()
        let (a, b) = try references(in: collection)
        let revision = collection.revision
        let notified = await Observed.notified(
            [
                "a": { _ = a.record }, "b": { _ = b.record },
                "revision": { _ = collection.revision }, "records": { _ = collection.records },
                "count": { _ = collection.count },
            ],
            when: { collection.replace(with: RecordContents(Self.notes)) })
        #expect(notified.isEmpty)
        #expect(collection.revision == revision)
    }

    // MARK: Revision

    @Test func revision_movesOnEveryChange() async throws {
        let collection = collection()
        var revisions = [collection.revision]
        let changes: [@MainActor () -> Void] = [
            { collection.update("a") { $0.text = "Apricot" } },
            { collection.upsert(Note(id: "a", text: "Avocado")) },
            { collection.upsert(Note(id: "c", text: "Cherry")) },
            { collection.remove("b") },
            { collection.changed("a") },
            { collection.replace(with: RecordContents([Note(id: "d", text: "Date")])) },
        ]
        for change in changes {
            #expect(await Observed.changes({ _ = collection.revision }, when: change))
            revisions.append(collection.revision)
        }
        #expect(revisions == revisions.sorted())
        #expect(Set(revisions).count == revisions.count)
    }

    @Test func aListReadingEveryRecord_isNotifiedOfAChangeToOne() async {
        let collection = collection()
        #expect(await Observed.changes({ _ = collection.records }, when: { collection.update("b") { $0.text = "B" } }))
    }
}
