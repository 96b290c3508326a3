// Runs inside <iframe sandbox="allow-scripts" src="/sandbox/live-stock.html"> (opaque origin, no cookies,
// no storage, no same-origin access). Protocol with the parent page:
//   frame  -> parent  { type: "boostdash:sandbox-ready" }                 once loaded
//   parent -> frame   { type: "boostdash:render", code, props }           code: the seller's TSX source,
//                                                                         props: the live stock data
//   frame  -> parent  { type: "boostdash:render-error", message, line }   compile or render failure; line:
//                                                                         the seller's source line, when known
//   frame  -> parent  { type: "boostdash:rendered" }                      success
// The code must define a component named LiveStockPage; it gets the props and React in scope.
(() => {
  const root = document.getElementById("root");
  const errorBox = document.getElementById("error");
  let lastCode = null;
  let Component = null;

  function post(message) {
    window.parent.postMessage(message, "*");
  }

  // The compiled code keeps the source's line numbers (Babel's retainLines) and runs through new Function,
  // whose body starts 2 lines into the generated function: a stack frame's line minus 2 is the seller's line.
  const FUNCTION_PREAMBLE_LINES = 2;

  /** The seller's line of an error: Babel's syntax errors carry it, runtime errors have it in their stack. */
  function sourceLine(error) {
    if (typeof error?.loc?.line === "number") return error.loc.line;
    const match = /<anonymous>:(\d+):\d+/.exec(String(error?.stack ?? ""));
    if (!match) return undefined;
    const line = Number(match[1]) - FUNCTION_PREAMBLE_LINES;
    return line > 0 ? line : undefined;
  }

  function describe(title, error) {
    const message = error?.message ? error.message : String(error);
    const line = sourceLine(error);
    return { text: `${title}${line ? ` on line ${line}` : ""}\n\n${message}`, message, line };
  }

  function showError(title, error) {
    const { text, message, line } = describe(title, error);
    try {
      window.ReactDOM?.unmountComponentAtNode(root);
    } catch {
      // Nothing mounted, or a half-mounted tree: the error text replaces it either way.
    }
    errorBox.textContent = text;
    errorBox.hidden = false;
    post({ type: "boostdash:render-error", message, line });
  }

  function compile(code) {
    if (!window.React || !window.ReactDOM || !window.Babel) {
      throw new Error("The preview libraries (React 17, Babel) are not available on this server.");
    }
    // Top-level `export` keywords are dropped: the code runs as a script, not a module.
    const source = code
      .replace(/^\s*export\s+default\s+(?=function|class)/gm, "")
      .replace(/^\s*export\s+/gm, "");
    const out = window.Babel.transform(source, {
      filename: "LiveStockPage.tsx",
      presets: [["typescript", { isTSX: true, allExtensions: true }], "react"],
      retainLines: true,
    }).code;
    const factory = new Function(
      "React",
      "ReactDOM",
      `${out}\n;return typeof LiveStockPage !== "undefined" ? LiveStockPage : undefined;`,
    );
    const component = factory(window.React, window.ReactDOM);
    if (typeof component !== "function")
      throw new Error("The code must define a component named LiveStockPage.");
    return component;
  }

  let Boundary = null;
  // Set by the boundary when the seller's component throws while rendering (React 17 renders synchronously, so
  // it is known when ReactDOM.render returns): then the frame reports the error, not "rendered".
  let renderFailed = false;
  function makeBoundary() {
    Boundary = class extends window.React.Component {
      constructor(props) {
        super(props);
        this.state = { error: null };
      }
      static getDerivedStateFromError(error) {
        return { error };
      }
      componentDidCatch(error) {
        renderFailed = true;
        const { message, line } = describe("Render error", error);
        post({ type: "boostdash:render-error", message, line });
      }
      render() {
        if (this.state.error) {
          renderFailed = true;
          return window.React.createElement(
            "pre",
            { className: "boostdash-error" },
            describe("Render error", this.state.error).text,
          );
        }
        return this.props.children;
      }
    };
    return Boundary;
  }

  window.addEventListener("message", (event) => {
    const data = event.data;
    if (data?.type !== "boostdash:render" || typeof data.code !== "string") return;
    try {
      if (data.code !== lastCode) {
        Component = compile(data.code);
        lastCode = data.code;
        window.ReactDOM.unmountComponentAtNode(root);
      }
      const props = data.props && typeof data.props === "object" ? data.props : {};
      renderFailed = false;
      window.ReactDOM.render(
        window.React.createElement(
          Boundary ?? makeBoundary(),
          null,
          window.React.createElement(Component, props),
        ),
        root,
      );
      errorBox.hidden = true;
      if (!renderFailed) post({ type: "boostdash:rendered" });
    } catch (error) {
      lastCode = null;
      showError("Compile error", error);
    }
  });

  post({ type: "boostdash:sandbox-ready" });
})();
