/// The Pets page's style classes: status and compatibility pills (their rules are in the
/// app's `style.css`, in libadwaita's named colours).
enum PetsStyle {
    /// A small rounded label (a row's status, a detail page's compatibility badge).
    static let pillClass = "pet-pill"
}
