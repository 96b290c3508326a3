// Feature suggestions and their votes (one per user, a toggle).
import type { SuggestionStatus, VoteType } from "@boostdash/api-client/suggestions/contract";
import { Repository, touched } from "../../db/repository.ts";
import type { SuggestionsTable } from "../../db/schema.ts";
import { newId } from "../../ids.ts";

export interface VoteCounts {
  upvotes: number;
  downvotes: number;
  votes: Record<string, VoteType>;
}

export interface Suggestion extends SuggestionsTable, VoteCounts {}

export interface VoteResult extends VoteCounts {
  /** Null when this vote withdrew the user's earlier vote of the same kind. */
  userVote: VoteType | null;
}

/** Vote rows of one suggestion as the counts and the map of who voted what. */
function countVotes(rows: readonly { userId: string; vote: VoteType }[]): VoteCounts {
  const votes: Record<string, VoteType> = {};
  for (const r of rows) votes[r.userId] = r.vote === "down" ? "down" : "up";
  const values = Object.values(votes);
  return {
    upvotes: values.filter((v) => v === "up").length,
    downvotes: values.filter((v) => v === "down").length,
    votes,
  };
}

export class SuggestionRepository extends Repository {
  /** The newest `limit` suggestions with their votes (ANSWER_LIMITS.suggestions for the API). */
  async list(limit: number): Promise<Suggestion[]> {
    const rows = await this.k
      .selectFrom("suggestions")
      .selectAll()
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    const votes =
      rows.length === 0
        ? []
        : await this.k
            .selectFrom("suggestionVotes")
            .select(["suggestionId", "userId", "vote"])
            .where(
              "suggestionId",
              "in",
              rows.map((r) => r.id),
            )
            .execute();
    return rows.map((r) => ({ ...r, ...countVotes(votes.filter((v) => v.suggestionId === r.id)) }));
  }

  async create(
    author: { id: string; name: string },
    input: { title: string; description: string },
    now = Date.now(),
  ): Promise<string> {
    const id = newId(now);
    await this.k
      .insertInto("suggestions")
      .values({
        id,
        authorId: author.id,
        author: author.name,
        title: input.title,
        description: input.description,
        status: "pending",
        createdAt: now,
      })
      .execute();
    return id;
  }

  /**
   * One vote per user, a toggle (docs/decisions.md#suggestions-and-bug-reports): the other kind replaces the user's vote,
   * the same kind again withdraws it. The suggestion row is locked first on PostgreSQL (SQLite's write
   * transactions are already serial), so two clicks at once act one after the other.
   */
  vote(
    suggestionId: string,
    userId: string,
    vote: VoteType,
    now = Date.now(),
  ): Promise<VoteResult | undefined> {
    return this.tx(async (trx) => {
      let find = trx.selectFrom("suggestions").select("id").where("id", "=", suggestionId);
      if (this.db.dialect === "postgres") find = find.forUpdate();
      if (!(await find.executeTakeFirst())) return undefined;
      const previous = await trx
        .selectFrom("suggestionVotes")
        .select("vote")
        .where("suggestionId", "=", suggestionId)
        .where("userId", "=", userId)
        .executeTakeFirst();
      const withdraw = previous?.vote === vote;
      if (withdraw) {
        await trx
          .deleteFrom("suggestionVotes")
          .where("suggestionId", "=", suggestionId)
          .where("userId", "=", userId)
          .execute();
      } else {
        await trx
          .insertInto("suggestionVotes")
          .values({ suggestionId, userId, vote, createdAt: now })
          .onConflict((oc) => oc.columns(["suggestionId", "userId"]).doUpdateSet({ vote, createdAt: now }))
          .execute();
      }
      const rows = await trx
        .selectFrom("suggestionVotes")
        .select(["userId", "vote"])
        .where("suggestionId", "=", suggestionId)
        .execute();
      return { ...countVotes(rows), userVote: withdraw ? null : vote };
    });
  }

  async getTitle(id: string): Promise<string | undefined> {
    const r = await this.k.selectFrom("suggestions").select("title").where("id", "=", id).executeTakeFirst();
    return r?.title;
  }

  delete(id: string): Promise<boolean> {
    return this.tx(async (trx) => {
      await trx.deleteFrom("suggestionVotes").where("suggestionId", "=", id).execute();
      return touched(await trx.deleteFrom("suggestions").where("id", "=", id).executeTakeFirst());
    });
  }

  async setStatus(id: string, status: SuggestionStatus): Promise<boolean> {
    return touched(
      await this.k.updateTable("suggestions").set({ status }).where("id", "=", id).executeTakeFirst(),
    );
  }
}
