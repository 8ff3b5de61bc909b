import CGtk

/// A square photo: a placeholder icon on a neutral tile while the photo loads, when
/// there is none, or when it cannot be read; then the photo, with rounded corners.
///
/// Each ``show(_:description:)`` starts a new attachment: a photo decoded for an
/// earlier one (a recycled row now showing another item) is dropped, never shown.
/// The widget owns the view; after the widget is destroyed, calls do nothing.
@MainActor
final class PhotoView {
    /// What the view shows.
    enum State: Equatable {
        /// The placeholder: nothing asked for, no photo, or it could not be loaded.
        case placeholder
        /// The placeholder, while the photo is decoded.
        case loading
        /// The photo.
        case photo
    }

    /// The top widget (a `GtkStack` of the placeholder and the photo).
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The same widget, as the stack it is.
    private let stack: Widget<Gtk.Stack>
    /// The side of the square, in logical pixels.
    let size: Int32
    /// What the view shows now.
    private(set) var state = State.placeholder
    /// The decoded photo shown, while ``state`` is ``State/photo``.
    private(set) var texture: PhotoTexture?

    private let loader: PhotoLoader
    private let image: Widget<Gtk.Image>
    private let placeholder: Widget<Gtk.Image>
    private let showsTooltip: Bool
    private var isAlive = true
    private var attachment = 0
    private var shown: (reference: String?, description: String)?

    /// A `size` × `size` photo loaded by `loader` (the app's shared one by default); with `showsTooltip`, hovering shows the
    /// photo's description. `large` gives it the rounder corners of a detail page photo.
    init(size: Int32, loader: PhotoLoader = .shared, showsTooltip: Bool = false, large: Bool = false) {
        self.size = size
        self.loader = loader
        self.showsTooltip = showsTooltip
        stack = Widget(gtk_stack_new())
        widget = stack.widget
        gtk_widget_add_css_class(widget, PhotoStyle.frameClass)
        if large { gtk_widget_add_css_class(widget, PhotoStyle.largeClass) }
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_size_request(widget, size, size)
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)

        placeholder = Widget(gtk_image_new_from_icon_name("image-x-generic-symbolic"))
        gtk_image_set_pixel_size(placeholder.c, Self.placeholderIconSize(forPhotoSize: size))
        gtk_widget_add_css_class(placeholder.widget, "placeholder")
        image = Widget(gtk_image_new())
        gtk_image_set_pixel_size(image.c, size)
        gtk_stack_add_child(stack.c, placeholder.widget)
        gtk_stack_add_child(stack.c, image.widget)
        gtk_stack_set_visible_child(stack.c, placeholder.widget)

        g_object_weak_ref(pet_g_object(stack.objectPointer), { data, _ in
            guard let data else { return }
            let view = Unmanaged<PhotoView>.fromOpaque(data)
            MainActor.assumeIsolated { view.takeUnretainedValue().widgetDisposed() }
            view.release()
        }, Unmanaged.passRetained(self).toOpaque())
        onNotify(widget, \.scaleFactor) { [weak self] in self?.reload() }
    }

    /// Shows the photo `reference` names (see ``ResourceLocator/photoPath(for:)``),
    /// described by `description` for assistive technologies: the placeholder at once,
    /// the photo once decoded (at once when cached).
    func show(_ reference: String?, description: String) {
        guard isAlive else { return }
        shown = (reference, description)
        attachment += 1
        let request = attachment
        describe(description)
        showPlaceholder(state: .loading)
        let pixelSize = size * max(1, gtk_widget_get_scale_factor(widget))
        loader.load(reference, pixelSize: pixelSize) { [weak self] texture in
            guard let self, self.isAlive, self.attachment == request else { return }
            if let texture {
                self.showPhoto(texture)
            } else {
                self.showPlaceholder(state: .placeholder)
            }
        }
    }

    /// Shows the placeholder and forgets the photo; a load still running is dropped.
    func clear() {
        guard isAlive else { return }
        shown = nil
        attachment += 1
        describe("")
        showPlaceholder(state: .placeholder)
    }

    private func reload() {
        guard let shown else { return }
        show(shown.reference, description: shown.description)
    }

    private func showPhoto(_ texture: PhotoTexture) {
        self.texture = texture
        state = .photo
        gtk_image_set_from_paintable(image.c, pet_gdk_paintable(texture.texture.objectPointer))
        gtk_stack_set_visible_child(stack.c, image.widget)
    }

    private func showPlaceholder(state: State) {
        texture = nil
        self.state = state
        gtk_stack_set_visible_child(stack.c, placeholder.widget)
        gtk_image_clear(image.c)
    }

    private func describe(_ description: String) {
        let accessible = image.accessible
        if description.isEmpty {
            gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL)
        } else {
            pet_accessible_set_label(accessible, description)
        }
        if showsTooltip {
            gtk_widget_set_tooltip_text(widget, description.isEmpty ? nil : description)
        }
    }

    private func widgetDisposed() {
        isAlive = false
        attachment += 1
        texture = nil
    }

    /// The placeholder icon's size for a photo of `size` pixels: about three eighths of
    /// it, rounded down to a size the icon theme ships pre-rendered (Adwaita's symbolic
    /// icons come as pixel-aligned PNGs at 16, 24, 32, 48, 64 and 96 pixels). Any other
    /// size is rendered from the SVG, through librsvg, while the first frame waits.
    static func placeholderIconSize(forPhotoSize size: Int32) -> Int32 {
        let prerendered: [Int32] = [16, 24, 32, 48, 64, 96]
        return prerendered.last { $0 <= size * 3 / 8 } ?? prerendered[0]
    }
}
