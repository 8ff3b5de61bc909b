import Testing

/// Every test that touches GTK runs inside this suite, one test at a time.
///
/// GTK is single-threaded: it must be used from one thread at a time, and its main
/// context is shared. The test runner's entry point is `async`, so libdispatch serves
/// the main queue and `@MainActor` tests run there, one job at a time. All GTK tests are
/// `@MainActor`, and `.serialized` keeps one test's windows and pending updates from
/// interleaving with another's at their `await`s.
@MainActor @Suite(.serialized)
enum GTKSuite {}
