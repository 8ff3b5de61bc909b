import CGtk

/// One file chooser at a time, for a window's open or save flow: portal-aware, modal,
/// in front of its window. It is a `GtkFileDialog` from GTK 4.10 and a
/// `GtkFileChooserNative` before (deprecated in 4.10); `chooser.h` and this type are the
/// only code that names either.
///
/// Showing one closes the one before. When the user chooses, the chooser goes first (a
/// window manager gives the focus back to the parent when the chooser unmaps, and a
/// dialog mapped before would lose it), then `chosen` gets the files. A chooser
/// dismissed (Cancel, Escape, its close button) or closed by ``close()`` chooses nothing.
///
/// ```swift
/// chooser.openFiles(title: title, accept: accept, filters: [.suffixes(["csv"], named: name)],
///                   parent: window) { files in importFiles(files.map { ImportFile(gFile: $0) }) }
/// ```
@MainActor
final class NativeChooser {
    /// A filter the chooser offers: files named with one of `suffixes` ("csv", any
    /// case), or every file when `suffixes` is `nil`.
    struct Filter {
        let name: String
        let suffixes: [String]?

        /// Files whose name ends in one of `suffixes`, listed as `name`.
        static func suffixes(_ suffixes: [String], named name: String) -> Filter {
            Filter(name: name, suffixes: suffixes)
        }

        /// Every file, listed as `name`.
        static func anyFile(_ name: String) -> Filter {
            Filter(name: name, suffixes: nil)
        }
    }

    /// The chooser shown, until it answers or closes.
    private var request: Request?

    /// A chooser with nothing shown yet.
    init() {}

    isolated deinit {
        close()
    }

    /// Whether a chooser is open.
    var isOpen: Bool { request != nil }

    /// Shows a chooser of one or more files to open, titled `title`, with `accept` on its
    /// accept button and `filters` (the first one shown first), in front of `parent`;
    /// `chosen` gets the files chosen (`GFile`s, valid during the call).
    func openFiles(
        title: String, accept: String, filters: [Filter], parent: UnsafeMutablePointer<GtkWidget>,
        chosen: @escaping @MainActor ([OpaquePointer]) -> Void
    ) {
        show(pet_file_chooser_new(title, accept, nil), saves: false, filters: filters, parent: parent, chosen: chosen)
    }

    /// Shows a chooser of one file to save, titled `title`, with `accept` on its accept
    /// button, suggesting `name` (GTK asks before it replaces a file), with `filters`, in
    /// front of `parent`; `chosen` gets the file chosen (a `GFile`, valid during the call).
    func saveFile(
        title: String, accept: String, name: String, filters: [Filter] = [], parent: UnsafeMutablePointer<GtkWidget>,
        chosen: @escaping @MainActor (OpaquePointer) -> Void
    ) {
        show(pet_file_chooser_new(title, accept, name), saves: true, filters: filters, parent: parent) { files in
            if let file = files.first { chosen(file) }
        }
    }

    /// The local path of `file` (a `GFile` a chooser gave); `nil` for a file that has none.
    static func path(of file: OpaquePointer) -> String? {
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }

    /// Closes the chooser, if one is open, choosing nothing.
    func close() {
        guard let request else { return }
        self.request = nil
        request.close()
    }

    private func show(
        _ chooser: UnsafeMutablePointer<GObject>, saves: Bool, filters: [Filter], parent: UnsafeMutablePointer<GtkWidget>,
        chosen: @escaping @MainActor ([OpaquePointer]) -> Void
    ) {
        close()
        for filter in filters {
            if let suffixes = filter.suffixes {
                CStringArray(suffixes).withUnsafePointer { pet_file_chooser_add_filter(chooser, filter.name, $0) }
            } else {
                pet_file_chooser_add_filter(chooser, filter.name, nil)
            }
        }
        let request = Request(chooser: chooser, saves: saves, chosen: chosen)
        self.request = request
        request.show(parent: Widget<Gtk.Window>(windowOf: parent)?.window) { [weak self, weak request] in
            guard let self, let request, self.request === request else { return false }
            self.request = nil
            return true
        }
    }

    /// One chooser shown: it owns the chooser and hands on what it answers.
    @MainActor
    private final class Request {
        private let chooser: UnsafeMutablePointer<GObject>
        private let saves: Bool
        private let chosen: @MainActor ([OpaquePointer]) -> Void
        /// Called when the chooser answers; `true` while the answer is still wanted (the
        /// request was neither closed nor replaced), after which it is no longer open.
        private var answered: @MainActor () -> Bool = { false }
        #if GTK_4_10
        private let cancellable = g_cancellable_new()!
        #endif

        init(chooser: UnsafeMutablePointer<GObject>, saves: Bool, chosen: @escaping @MainActor ([OpaquePointer]) -> Void) {
            self.chooser = chooser
            self.saves = saves
            self.chosen = chosen
        }

        isolated deinit {
            #if GTK_4_10
            g_object_unref(cancellable.objectPointer)
            #endif
            g_object_unref(chooser.objectPointer)
        }

        /// Shows the chooser in front of `parent`; `answered` says whether its answer is
        /// still wanted.
        func show(parent: UnsafeMutablePointer<GtkWindow>?, answered: @escaping @MainActor () -> Bool) {
            self.answered = answered
            #if GTK_4_10
            // GTK holds the request until it answers, once, even when cancelled.
            pet_file_chooser_show(chooser, parent, saves ? 1 : 0, cancellable, { _, result, data in
                guard let data else { return }
                let request = Unmanaged<Request>.fromOpaque(data).takeRetainedValue()
                MainActor.assumeIsolated {
                    let files = pet_file_chooser_finish(request.chooser, request.saves ? 1 : 0, result)
                    request.hand(files)
                }
            }, Unmanaged.passRetained(self).toOpaque())
            #else
            connect(chooser, \.nativeDialogResponse) { [weak self] response in
                guard let self else { return }
                let files = response == GTK_RESPONSE_ACCEPT.rawValue ? pet_file_chooser_get_files(self.chooser) : nil
                self.close()
                self.hand(files)
            }
            pet_file_chooser_show(chooser, parent)
            #endif
        }

        /// Closes the chooser without an answer.
        func close() {
            #if GTK_4_10
            g_cancellable_cancel(cancellable)
            #else
            pet_file_chooser_close(chooser)
            #endif
        }

        /// Hands `files` (the chooser's answer, `nil` for none; released here) to `chosen`
        /// when the answer is still wanted.
        private func hand(_ files: OpaquePointer?) {
            defer { if let files { g_object_unref(files.objectPointer) } }
            guard answered(), let files else { return }
            let chosenFiles = (0..<g_list_model_get_n_items(files)).compactMap { index in
                g_list_model_get_item(files, index).map(OpaquePointer.init)
            }
            defer { chosenFiles.forEach { g_object_unref($0.objectPointer) } }
            if !chosenFiles.isEmpty { chosen(chosenFiles) }
        }
    }
}
