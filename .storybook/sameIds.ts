// A page's reading for axe's kept verdicts (.storybook/a11yPage.ts), with its generated ids named by order: pure, so
// the unit tests check it in Node (scripts/a11yVerdicts.test.ts).

/** The attributes that hold an element's id or refer to others by theirs. */
const ID_ATTRIBUTES =
  /(\s)(id|for|headers|list|form|popovertarget|commandfor|aria-(?:labelledby|describedby|controls|owns|activedescendant|details|errormessage|flowto)|href)="([^"]*)"/g;

/**
 * Generated ids count up across every story shown in the frame (React's `useId`: `_r_1f_`; a toast's number) or are
 * drawn at random (a captcha widget's checkbox), so the same page gets other ids after other stories. They are named
 * by their order in the page instead: the same ids stay the same and different ones stay different, so every
 * reference between elements (`for`, `aria-labelledby`, `href="#..."`) and every duplicate reads as before, which is
 * all axe reads of an id. React's are renamed wherever they appear (style rules too); other ids with a digit in the
 * attributes that hold ids.
 */
export function sameIds(text: string, generated: Set<string>): string {
  const names = new Map<string, string>();
  const rename = (id: string): string => {
    let name = names.get(id);
    if (!name) {
      name = `_id${names.size}_`;
      names.set(id, name);
    }
    return name;
  };
  const react = /_r_[0-9a-z]+_|«r[0-9a-z]+»|:r[0-9a-z]+:/;
  const others = new Set([...generated].filter((id) => /[0-9]/.test(id) && !react.test(id)));
  const renamed = text.replace(new RegExp(react, "g"), rename);
  if (others.size === 0) return renamed;
  return renamed.replace(ID_ATTRIBUTES, (attribute, space: string, name: string, value: string) => {
    if (name === "href") {
      return value.startsWith("#") && others.has(value.slice(1))
        ? `${space}href="#${rename(value.slice(1))}"`
        : attribute;
    }
    const ids = value.split(" ").map((id) => (others.has(id) ? rename(id) : id));
    return `${space}${name}="${ids.join(" ")}"`;
  });
}
