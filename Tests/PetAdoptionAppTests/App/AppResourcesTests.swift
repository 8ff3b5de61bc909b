import CGtk
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// The GResource bundle compiled into the binary: its style sheet and where GTK finds it.
    @MainActor @Suite("App resources")
    struct AppResourcesTests {
        @Test func styleSheet_parsesOnThisGTK_andStylesEveryClassTheViewsName() throws {
            try GTKTestLoop.initialize()
            let provider = gtk_css_provider_new()
            defer { g_object_unref(gpointer(provider)) }

            // A rule GTK cannot parse is a warning, which fails the test (GTKTestLoop).
            gtk_css_provider_load_from_resource(provider, AppResources.path("style.css"))

            let text = gtk_css_provider_to_string(provider)
            defer { g_free(text) }
            let parsed = String(cString: try #require(text))
            let classes = [
                PetsStyle.pillClass, PhotoStyle.frameClass, PhotoStyle.largeClass, RecipeStyle.doneRowClass,
                CookingStyle.rowClass, CookingStyle.ringingClass, CookingStyle.remainingClass, FormStyle.errorRowClass,
                MatchStyle.cardClass, MatchStyle.matchedClass, MatchStyle.backClass,
            ]
            for name in classes {
                #expect(parsed.contains(".\(name)"), "no rule for .\(name)")
            }
        }

        @Test func theApplication_findsItsResourcesWhateverItsID() async throws {
            let shell = try ShellFixture()

            let basePath = g_application_get_resource_base_path(pet_g_application(gpointer(shell.app.application)))
            #expect(basePath.map { String(cString: $0) } == AppResources.basePath)
            var size: gsize = 0
            #expect(g_resources_get_info(AppResources.path("style.css"), G_RESOURCE_LOOKUP_FLAGS_NONE, &size, nil, nil) != 0)
            #expect(size > 0)
            await shell.tearDown()
        }
    }
}
