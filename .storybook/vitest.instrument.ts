// Story tests from the command line: Storybook's test functions (expect, userEvent, within, the play context's
// canvas) run as they are, without the recording wrapper that feeds Storybook's Interactions panel. The wrapper logs
// every call and serialises its arguments for that panel (an element's `innerText` included, a layout of the story
// for each `expect(element)`), and nothing reads that log in a command-line run (docs/decisions.md#test-suite-speed).
// Storybook asks the frame's address each time it would wrap (`instrument=false` hands the functions back as they
// are); this file runs before the other setup files (vitest.config.ts) and adds that to the test frame's address.
// A run from Storybook's own test panel (VITEST_STORYBOOK "true") keeps the wrapper, for the panel.
if (import.meta.env.VITEST_STORYBOOK === "false") {
  const address = new URL(location.href);
  address.searchParams.set("instrument", "false");
  history.replaceState(history.state, "", address.href);
}
