/**
 * The live stock sandbox page around its scripts: served by the server at /sandbox/live-stock.html (web.ts), and
 * inlined into a `srcdoc` by the stories (.storybook/sandboxFrame.ts), so both frames are the same page.
 */
export function sandboxDocument(libraries: string, runner: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Live Stock Preview</title>
    <style>html,body{margin:0;min-height:100%;background:#0b0b12;color:#e8e8f0;font-family:system-ui,sans-serif}.boostdash-error{white-space:pre-wrap;color:#fca5a5;padding:1rem;font:13px/1.5 ui-monospace,monospace}</style>
    ${libraries}
  </head>
  <body>
    <div id="root"></div>
    <pre id="error" class="boostdash-error" hidden></pre>
    ${runner}
  </body>
</html>
`;
}
