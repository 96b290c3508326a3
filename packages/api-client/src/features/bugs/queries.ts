import { queryOptions } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
import { listWrite } from "../../core/query/listWrite.ts";
import { getToken } from "../../core/token.ts";
import { createBug, deleteBug, fixBug, listBugs } from "./api.ts";
import type { CreateBugInput } from "./contract.ts";

/** The only place this key is written; invalidations read it from here. */
const bugsKey = [...queryRoot, "bugs", "list"] as const;

export function bugsQuery() {
  return queryOptions({
    queryKey: bugsKey,
    queryFn: ({ signal }) => listBugs({ token: getToken(), signal }),
  });
}

export const createBugMutation = () =>
  listWrite(bugsKey, (body: CreateBugInput, token) => createBug(body, { token }));
export const deleteBugMutation = () => listWrite(bugsKey, (id: string, token) => deleteBug(id, { token }));
export const fixBugMutation = () => listWrite(bugsKey, (id: string, token) => fixBug(id, { token }));
