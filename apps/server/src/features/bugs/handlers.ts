// The Bug Reports page: list and report; admins delete and mark fixed.
import { ANSWER_LIMITS } from "@boostdash/api-client/core/limits";
import { HttpError } from "../../http.ts";
import { type FeatureHandlers, type HandlerDeps, opt, type RequestLogger, seconds } from "../handlerKit.ts";
import type { Bug } from "./bugRepository.ts";

function bugJson(b: Bug) {
  return {
    _id: b.id,
    title: b.title,
    description: b.description,
    steps: opt(b.steps),
    expectedBehavior: opt(b.expectedBehavior),
    actualBehavior: opt(b.actualBehavior),
    severity: b.severity,
    status: b.status,
    author: b.author,
    createdAt: seconds(b.createdAt),
  };
}

export function bugHandlers(
  { store }: HandlerDeps,
  log: RequestLogger,
): FeatureHandlers<"listBugs" | "createBug" | "deleteBug" | "fixBug"> {
  /** The report's title, or a 404 when it is gone or `change` finds nothing to change. */
  async function changeOrThrow(id: string, change: (id: string) => Promise<boolean>): Promise<string> {
    const title = await store.bugs.getTitle(id);
    if (title === undefined || !(await change(id))) throw new HttpError(404, "Bug report not found");
    return title;
  }
  return {
    async listBugs() {
      return { bugs: (await store.bugs.list(ANSWER_LIMITS.bugs)).map(bugJson) };
    },

    async createBug({ seller, body, req }) {
      await store.bugs.create(seller, {
        title: body.title,
        description: body.description,
        steps: body.steps ?? "",
        expectedBehavior: body.expectedBehavior ?? "",
        actualBehavior: body.actualBehavior ?? "",
        severity: body.severity,
      });
      await log(
        seller,
        req,
        "bug_reported",
        `Reported "${body.title}" (${body.severity})`,
        body.severity === "critical" ? "error" : "info",
      );
      return { message: "Bug report created successfully!" };
    },

    async deleteBug({ seller, params, req }) {
      const title = await changeOrThrow(params.id, (id) => store.bugs.delete(id));
      await log(seller, req, "bug_deleted", `Deleted bug report "${title}"`, "warning");
      return { message: "Bug report deleted successfully!" };
    },

    async fixBug({ seller, params, req }) {
      const title = await changeOrThrow(params.id, (id) => store.bugs.setStatus(id, "fixed"));
      await log(seller, req, "bug_fixed", `Marked "${title}" as fixed`, "success");
      return { message: "Bug marked as fixed!" };
    },
  };
}
