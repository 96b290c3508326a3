// Bug reports.
import type { BugStatus } from "@boostdash/api-client/bugs/contract";
import type { Selectable } from "kysely";
import { Repository, touched } from "../../db/repository.ts";
import type { BugsTable } from "../../db/schema.ts";
import { newId } from "../../ids.ts";

export type Bug = Selectable<BugsTable>;
export type BugInput = Pick<
  Bug,
  "title" | "description" | "steps" | "expectedBehavior" | "actualBehavior" | "severity"
> & { status?: BugStatus };

export class BugRepository extends Repository {
  /** The newest `limit` bug reports (ANSWER_LIMITS.bugs for the API). */
  list(limit: number): Promise<Bug[]> {
    return this.k
      .selectFrom("bugs")
      .selectAll()
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
  }

  async create(author: { id: string; name: string }, input: BugInput, now = Date.now()): Promise<string> {
    const id = newId(now);
    await this.k
      .insertInto("bugs")
      .values({
        ...input,
        id,
        authorId: author.id,
        author: author.name,
        status: input.status ?? "open",
        createdAt: now,
      })
      .execute();
    return id;
  }

  async getTitle(id: string): Promise<string | undefined> {
    const r = await this.k.selectFrom("bugs").select("title").where("id", "=", id).executeTakeFirst();
    return r?.title;
  }

  async delete(id: string): Promise<boolean> {
    return touched(await this.k.deleteFrom("bugs").where("id", "=", id).executeTakeFirst());
  }

  async setStatus(id: string, status: BugStatus): Promise<boolean> {
    return touched(await this.k.updateTable("bugs").set({ status }).where("id", "=", id).executeTakeFirst());
  }
}
