/**
 * A screen's Docs page (autodocs): what the screen is for and which states its stories show. Each story is drawn in
 * a frame of its own, with its steps run, so a state reached by a click (an open dialog, a failed save) shows as
 * it does on its story, and an open dialog never covers the docs page.
 */
export function screenDocs(description: string) {
  return { description: { component: description }, story: { inline: false, height: "720px" } };
}
