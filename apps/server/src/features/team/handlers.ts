// The team's handlers: the team and its invites, the public invite page, one's factors, step-up, and the team's
// ways to sign in (docs/decisions.md#team-sign-in-invites-passkeys-two-factors-step-up).

import { signInMessages } from "@boostdash/api-client/auth/texts";
import { can, type TeamRole } from "@boostdash/api-client/core/contract/permissions";
import { STEP_UP_WINDOW_MS } from "@boostdash/api-client/core/contract/stepUp";
import {
  INVITE_PAGE_PATH,
  INVITE_TTL_MS,
  inviteRefusal,
  inviteState,
  leaveRefusal,
  MAX_PENDING_INVITES,
  mayRemoveFactor,
  OWNER_MEMBER_ID,
  removalRefusal,
  roleChangeRefusal,
  type TeamPerson,
} from "@boostdash/api-client/team/rules";
import {
  factorMessages,
  inviteMessages,
  stepUpMessages,
  teamMessages,
} from "@boostdash/api-client/team/texts";
import type { FastifyRequest } from "fastify";
import { clientMeta, HttpError, rawAuthorization } from "../../http.ts";
import { personKey } from "../../signInBudget.ts";
import type { Seller } from "../../store.ts";
import type { SessionActor } from "../auth/authRepository.ts";
import {
  type FeatureDeps,
  type FeatureHandlers,
  type HandlerDeps,
  iso,
  isoOrNull,
  type RequestLogger,
} from "../handlerKit.ts";
import {
  authenticationOptions,
  CHALLENGE_TTL_MS,
  checkTotp,
  newTotp,
  registrationOptions,
  relyingParty,
  verifyAssertion,
  verifyRegistration,
} from "./factors.ts";
import { TeamRepository } from "./teamRepository.ts";

/**
 * Who a sign-in ID names for the sign-in budget: the member it belongs to, or (an unknown ID) the ID as typed, so
 * guesses at one ID from many addresses share one count either way.
 */
const codePerson = (member: { sellerId: string; id: string } | undefined, signInId: string) =>
  member ? personKey(member.sellerId, member.id) : `sign-in-id:${signInId.trim().toLowerCase()}`;

/** Used and expired invites stay in the list this long. */
const INVITE_KEEP_MS = 7 * 24 * 60 * 60_000;
/** The owner's second-factor step (after the access code) lasts this long. */
const SECOND_FACTOR_TTL_MS = 5 * 60_000;

const personOf = (actor: SessionActor | undefined) => actor?.memberId ?? OWNER_MEMBER_ID;

export type TeamRouteName =
  | "getTeam"
  | "createInvite"
  | "revokeInvite"
  | "changeMemberRole"
  | "removeMember"
  | "leaveTeam"
  | "readInvite"
  | "invitePasskeyOptions"
  | "inviteTotpSetup"
  | "acceptInvite"
  | "myFactors"
  | "addPasskeyOptions"
  | "addPasskey"
  | "removePasskey"
  | "totpSetup"
  | "enableTotp"
  | "disableTotp"
  | "regenerateRecoveryCodes"
  | "stepUpOptions"
  | "stepUp"
  | "passkeyOptions"
  | "passkeySignIn"
  | "totpSignIn"
  | "recoverySignIn"
  | "secondFactor";

export function teamHandlers(
  deps: HandlerDeps & Pick<FeatureDeps, "signIn">,
  log: RequestLogger,
): FeatureHandlers<TeamRouteName> {
  const { store, config, signIn } = deps;
  const team = new TeamRepository(store.db);
  const stepUpUntil = () => Date.now() + STEP_UP_WINDOW_MS;

  /** The whole team as the rules see it: the store's owner and every member. */
  async function people(seller: Seller): Promise<TeamPerson[]> {
    const members = await team.listMembers(seller.id);
    return [
      { id: OWNER_MEMBER_ID, role: "owner" },
      ...members.map((m) => ({ id: m.id, role: m.role as TeamRole })),
    ];
  }

  const meOf = (actor: SessionActor | undefined): TeamPerson => ({
    id: personOf(actor),
    role: actor?.role ?? "owner",
  });

  async function myFactors(seller: Seller, actor: SessionActor | undefined, token: string) {
    const person = personOf(actor);
    const [passkeys, totp, left, signInId, fresh] = await Promise.all([
      team.passkeysOf(seller.id, person),
      team.totpOf(seller.id, person),
      team.recoveryCodesLeft(seller.id, person),
      actor?.memberId ? team.signInIdOf(actor.memberId) : Promise.resolve(null),
      store.auth.actorForToken(token),
    ]);
    const until = fresh?.stepUpUntil ?? 0;
    return {
      passkeys: passkeys.map((p) => ({
        id: p.id,
        name: p.name,
        createdAt: iso(p.createdAt),
        lastUsedAt: isoOrNull(p.lastUsedAt),
      })),
      totp: totp !== undefined,
      recoveryCodesLeft: left,
      signInId,
      stepUpUntil: until > Date.now() ? iso(until) : null,
    };
  }

  /** A session for a person who just proved a factor: it counts as a step-up for the next five minutes. */
  async function sessionFor(sellerId: string, memberId: string | null, req: FastifyRequest) {
    const token = await store.auth.createSession(sellerId, config.sessionTtlMs, {
      ...clientMeta(req),
      memberId: memberId ?? undefined,
      stepUpUntil: stepUpUntil(),
    });
    return { code: 200, message: signInMessages.success, token };
  }

  /** A signed-in member whose member row is still there (a removed member signs in no more). */
  async function liveMember(sellerId: string, memberId: string) {
    const members = await team.listMembers(sellerId);
    return members.find((m) => m.id === memberId);
  }

  async function validInvite(token: string) {
    const invite = await team.inviteByToken(token);
    if (!invite) throw new HttpError(404, inviteMessages.notFound);
    const state = inviteState(invite, Date.now());
    if (state === "used") throw new HttpError(410, inviteMessages.used);
    if (state === "expired") throw new HttpError(410, inviteMessages.expired);
    return invite;
  }

  const factorChange = async (
    seller: Seller,
    actor: SessionActor | undefined,
    req: FastifyRequest,
    recoveryCodes: string[] | null,
    message: string,
  ) => ({ factors: await myFactors(seller, actor, rawAuthorization(req)), recoveryCodes, message });

  return {
    async getTeam({ seller, actor }) {
      const members = await team.listMembers(seller.id);
      const ownerFactors = await team.factorSummary(seller.id, OWNER_MEMBER_ID);
      const me = meOf(actor);
      const manages = can(me.role, "ownership");
      const invites = manages ? await team.listInvites(seller.id, INVITE_KEEP_MS) : [];
      const now = Date.now();
      return {
        me,
        members: [
          {
            id: OWNER_MEMBER_ID,
            name: seller.name,
            role: "owner" as const,
            joinedAt: iso(seller.createdAt),
            storeOwner: true,
            factors: ownerFactors,
          },
          ...members.map((m) => ({
            id: m.id,
            name: m.name,
            role: m.role as TeamRole,
            joinedAt: iso(m.createdAt),
            storeOwner: false,
            factors: m.factors,
          })),
        ],
        invites: invites.map((i) => ({
          id: i.id,
          role: i.role as TeamRole,
          createdAt: iso(i.createdAt),
          expiresAt: iso(i.expiresAt),
          state: inviteState(i, now),
          createdBy: i.createdByName,
          usedBy: i.usedBy,
          usedAt: isoOrNull(i.usedAt),
        })),
      };
    },

    async createInvite({ seller, actor, body, req, reply }) {
      const refusal = inviteRefusal(meOf(actor), body.role);
      if (refusal) throw new HttpError(403, refusal);
      if ((await team.countPendingInvites(seller.id)) >= MAX_PENDING_INVITES) {
        throw new HttpError(429, `A store may hold ${MAX_PENDING_INVITES} open invites. Revoke some first.`);
      }
      const { invite, token } = await team.createInvite(
        seller.id,
        body.role,
        { person: personOf(actor), name: actor?.name ?? seller.name },
        INVITE_TTL_MS,
      );
      await log(
        seller,
        req,
        "team_invite_created",
        `Invited a new ${body.role} (by ${actor?.name ?? seller.name})`,
        "info",
      );
      reply.header("Cache-Control", "no-store");
      return {
        invite: {
          id: invite.id,
          role: body.role,
          createdAt: iso(invite.createdAt),
          expiresAt: iso(invite.expiresAt),
          state: "pending" as const,
          createdBy: invite.createdByName,
          usedBy: null,
          usedAt: null,
        },
        // The address the owner is using (Host is vetted before any route runs); the token rides in the fragment.
        link: `${req.protocol}://${req.host}${INVITE_PAGE_PATH}#${token}`,
        message: teamMessages.inviteCreated,
      };
    },

    async revokeInvite({ seller, params, req }) {
      if (!(await team.revokeInvite(seller.id, params.id)))
        throw new HttpError(404, teamMessages.inviteNotFound);
      await log(seller, req, "team_invite_revoked", "Revoked an invite", "info");
      return { message: teamMessages.inviteRevoked };
    },

    async changeMemberRole({ seller, actor, params, body, req }) {
      const everyone = await people(seller);
      const target = everyone.find((p) => p.id === params.id);
      if (!target) throw new HttpError(404, teamMessages.memberNotFound);
      const refusal = roleChangeRefusal(meOf(actor), target, body.role, everyone);
      if (refusal) throw new HttpError(403, refusal);
      await store.auth.setMemberRole(seller.id, target.id, body.role);
      const member = (await team.listMembers(seller.id)).find((m) => m.id === target.id);
      if (!member) throw new HttpError(404, teamMessages.memberNotFound);
      await log(
        seller,
        req,
        "team_role_changed",
        `${member.name}: ${target.role} -> ${body.role}`,
        "warning",
      );
      return {
        member: {
          id: member.id,
          name: member.name,
          role: body.role,
          joinedAt: iso(member.createdAt),
          storeOwner: false,
          factors: member.factors,
        },
        message: teamMessages.roleChanged,
      };
    },

    async removeMember({ seller, actor, params, req }) {
      const everyone = await people(seller);
      const target = everyone.find((p) => p.id === params.id);
      if (!target) throw new HttpError(404, teamMessages.memberNotFound);
      const refusal = removalRefusal(meOf(actor), target, everyone);
      if (refusal) throw new HttpError(403, refusal);
      await store.auth.removeMember(seller.id, target.id);
      await team.endSessionsOf(seller.id, target.id);
      await log(seller, req, "team_member_removed", `Removed a ${target.role}`, "warning");
      return { message: teamMessages.memberRemoved };
    },

    async leaveTeam({ seller, actor, req }) {
      // Not a matter of permission (anyone may leave) but of the team's state: a 409.
      const refusal = leaveRefusal(meOf(actor), await people(seller));
      if (refusal || !actor?.memberId) {
        throw new HttpError(409, refusal ?? teamMessages.storeOwnerCannotLeave);
      }
      await store.auth.removeMember(seller.id, actor.memberId);
      await team.endSessionsOf(seller.id, actor.memberId);
      await log(seller, req, "team_member_left", `${actor.name} left the team`, "info");
      return { message: teamMessages.left };
    },

    async readInvite({ body, reply }) {
      const invite = await team.inviteByToken(body.token);
      if (!invite) throw new HttpError(404, inviteMessages.notFound);
      const state = inviteState(invite, Date.now());
      reply.header("Cache-Control", "no-store");
      return {
        storeName: invite.storeName,
        role: invite.role as TeamRole,
        state,
        expiresAt: iso(invite.expiresAt),
        message: state === "pending" ? inviteMessages.valid : inviteMessages[state],
      };
    },

    async invitePasskeyOptions({ body, req }) {
      const invite = await validInvite(body.token);
      const rp = relyingParty(config, req);
      const options = await registrationOptions(
        rp.rpID,
        { userName: `${body.name} (${invite.storeName})`, displayName: body.name },
        [],
      );
      const challengeId = await team.createChallenge(
        {
          kind: "invite-passkey",
          sellerId: invite.sellerId,
          person: null,
          value: options.challenge,
          data: invite.id,
        },
        CHALLENGE_TTL_MS,
      );
      return { challengeId, options };
    },

    async inviteTotpSetup({ body }) {
      const invite = await validInvite(body.token);
      const { secret, uri } = newTotp(invite.storeName, "New member", invite.role as TeamRole);
      const challengeId = await team.createChallenge(
        { kind: "invite-totp", sellerId: invite.sellerId, person: null, value: secret, data: invite.id },
        CHALLENGE_TTL_MS,
      );
      return { challengeId, secret, uri };
    },

    async acceptInvite({ body, req, reply }) {
      const invite = await validInvite(body.token);
      const f = body.factor;
      // A passkey's challenge is spent at once (its answer was made for that one challenge); an authenticator's setup
      // outlives a wrong first code, and is spent below once a code was right.
      const challenge =
        f.type === "passkey"
          ? await team.takeChallenge(f.challengeId, "invite-passkey")
          : await team.readSetup(f.challengeId, "invite-totp");
      if (!challenge || challenge.data !== invite.id) throw new HttpError(400, inviteMessages.setupExpired);
      let factor: Parameters<TeamRepository["acceptInvite"]>[1]["factor"];
      if (f.type === "passkey") {
        const passkey = await verifyRegistration(
          f.credential,
          challenge.value,
          relyingParty(config, req),
          f.name ?? body.name,
        );
        if (!passkey) throw new HttpError(400, factorMessages.passkeyFailed);
        if (await team.passkeyByCredentialId(passkey.credentialId))
          throw new HttpError(409, factorMessages.passkeyAlreadyAdded);
        factor = { type: "passkey", passkey };
      } else {
        const step = await checkTotp(challenge.value, f.code, undefined);
        if (step === undefined) throw new HttpError(400, factorMessages.totpInvalid);
        if (!(await team.takeChallenge(f.challengeId, "invite-totp")))
          throw new HttpError(400, inviteMessages.setupExpired);
        factor = { type: "totp", secret: challenge.value, step };
      }
      const meta = clientMeta(req);
      const accepted = await team.acceptInvite(
        invite.id,
        { name: body.name, factor },
        { ttlMs: config.sessionTtlMs, stepUpMs: STEP_UP_WINDOW_MS, ip: meta.ip, userAgent: meta.userAgent },
      );
      if (!accepted) throw new HttpError(410, inviteMessages.used);
      const seller = await store.sellers.findById(accepted.sellerId);
      await log(seller, req, "team_member_joined", `${body.name} joined as ${invite.role}`, "success");
      reply.header("Cache-Control", "no-store");
      return {
        code: 200,
        message: inviteMessages.accepted,
        token: accepted.token,
        signInId: accepted.signInId,
        recoveryCodes: accepted.recoveryCodes,
      };
    },

    async myFactors({ seller, actor, req, reply }) {
      reply.header("Cache-Control", "no-store");
      return myFactors(seller, actor, rawAuthorization(req));
    },

    async addPasskeyOptions({ seller, actor, req }) {
      const person = personOf(actor);
      const rp = relyingParty(config, req);
      const name = actor?.name ?? seller.name;
      const options = await registrationOptions(
        rp.rpID,
        { userName: actor?.memberId ? `${name} (${seller.name})` : seller.name, displayName: name },
        await team.passkeysOf(seller.id, person),
      );
      const challengeId = await team.createChallenge(
        { kind: "add-passkey", sellerId: seller.id, person, value: options.challenge },
        CHALLENGE_TTL_MS,
      );
      return { challengeId, options };
    },

    async addPasskey({ seller, actor, body, req }) {
      const person = personOf(actor);
      const challenge = await team.takeChallenge(body.challengeId, "add-passkey");
      if (!challenge || challenge.sellerId !== seller.id || challenge.person !== person) {
        throw new HttpError(400, factorMessages.setupExpired);
      }
      const passkey = await verifyRegistration(
        body.credential,
        challenge.value,
        relyingParty(config, req),
        body.name ?? "Passkey",
      );
      if (!passkey) throw new HttpError(400, factorMessages.passkeyFailed);
      if (await team.passkeyByCredentialId(passkey.credentialId))
        throw new HttpError(409, factorMessages.passkeyAlreadyAdded);
      const codes = await team.addFactor({ sellerId: seller.id, person }, { type: "passkey", passkey });
      await log(seller, req, "factor_added", `${actor?.name ?? seller.name} added a passkey`, "info");
      return factorChange(seller, actor, req, codes, factorMessages.passkeyAdded);
    },

    async removePasskey({ seller, actor, params, req }) {
      const person = personOf(actor);
      const storeOwner = actor?.memberId === null || actor === undefined;
      const result = await team.removeFactor(
        { sellerId: seller.id, person },
        { type: "passkey", id: params.id },
        (f) => mayRemoveFactor(f, "passkey", storeOwner),
      );
      if (result === "missing") throw new HttpError(404, factorMessages.passkeyNotFound);
      if (result === "refused") throw new HttpError(409, factorMessages.lastFactor);
      await log(seller, req, "factor_removed", `${actor?.name ?? seller.name} removed a passkey`, "warning");
      return factorChange(seller, actor, req, null, factorMessages.passkeyRemoved);
    },

    async totpSetup({ seller, actor }) {
      const person = personOf(actor);
      if (await team.totpOf(seller.id, person)) throw new HttpError(409, factorMessages.totpAlreadyOn);
      const { secret, uri } = newTotp(seller.name, actor?.name ?? seller.name, actor?.role ?? "owner");
      const challengeId = await team.createChallenge(
        { kind: "add-totp", sellerId: seller.id, person, value: secret },
        CHALLENGE_TTL_MS,
      );
      return { challengeId, secret, uri };
    },

    async enableTotp({ seller, actor, body, req }) {
      const person = personOf(actor);
      const challenge = await team.readSetup(body.challengeId, "add-totp");
      if (!challenge || challenge.sellerId !== seller.id || challenge.person !== person) {
        throw new HttpError(400, factorMessages.setupExpired);
      }
      const step = await checkTotp(challenge.value, body.code, undefined);
      if (step === undefined) throw new HttpError(400, factorMessages.totpInvalid);
      if (!(await team.takeChallenge(body.challengeId, "add-totp")))
        throw new HttpError(400, factorMessages.setupExpired);
      if (await team.totpOf(seller.id, person)) throw new HttpError(409, factorMessages.totpAlreadyOn);
      const codes = await team.addFactor(
        { sellerId: seller.id, person },
        { type: "totp", secret: challenge.value, step },
      );
      await log(
        seller,
        req,
        "factor_added",
        `${actor?.name ?? seller.name} turned on an authenticator app`,
        "info",
      );
      return factorChange(seller, actor, req, codes, factorMessages.totpEnabled);
    },

    async disableTotp({ seller, actor, req }) {
      const person = personOf(actor);
      const storeOwner = actor?.memberId === null || actor === undefined;
      const result = await team.removeFactor({ sellerId: seller.id, person }, { type: "totp" }, (f) =>
        mayRemoveFactor(f, "totp", storeOwner),
      );
      if (result === "missing") throw new HttpError(409, factorMessages.totpNotOn);
      if (result === "refused") throw new HttpError(409, factorMessages.lastFactor);
      await log(
        seller,
        req,
        "factor_removed",
        `${actor?.name ?? seller.name} turned off the authenticator app`,
        "warning",
      );
      return factorChange(seller, actor, req, null, factorMessages.totpDisabled);
    },

    async regenerateRecoveryCodes({ seller, actor, req }) {
      const person = personOf(actor);
      const f = await team.factorSummary(seller.id, person);
      if (f.passkeys === 0 && !f.totp) throw new HttpError(409, factorMessages.recoveryNeedsFactor);
      const codes = await team.regenerateRecoveryCodes({ sellerId: seller.id, person });
      await log(
        seller,
        req,
        "recovery_codes_made",
        `${actor?.name ?? seller.name} made new recovery codes`,
        "warning",
      );
      return factorChange(seller, actor, req, codes, factorMessages.recoveryCodesMade);
    },

    async stepUpOptions({ seller, actor, req }) {
      const person = personOf(actor);
      const rp = relyingParty(config, req);
      const options = await authenticationOptions(rp.rpID, await team.passkeysOf(seller.id, person));
      const challengeId = await team.createChallenge(
        { kind: "step-up", sellerId: seller.id, person, value: options.challenge },
        CHALLENGE_TTL_MS,
      );
      return { challengeId, options };
    },

    async stepUp({ seller, actor, body, req, reply }) {
      const person = personOf(actor);
      const who = personKey(seller.id, person);
      await signIn.byPerson(reply, who);
      // A typed code (the access code or an authenticator's) counts towards the person's lockout; a passkey is not
      // guessed, so it is neither refused by nor counted in it.
      if (body.method !== "passkey") await signIn.assertCodesAllowed(reply, who);
      const f = await team.factorSummary(seller.id, person);
      if (body.method === "accessCode") {
        // Only a person without a second factor (the store's owner before adding one) re-types the access code.
        if (actor?.memberId) throw new HttpError(400, stepUpMessages.noAccessCode);
        if (f.passkeys > 0 || f.totp) throw new HttpError(400, stepUpMessages.useYourFactor);
        const owner = await store.sellers.findByAccessCode(body.code);
        if (!owner || owner.id !== seller.id) {
          await signIn.wrongCode(who);
          await log(seller, req, "step_up_failed", "Wrong access code at step-up", "warning");
          throw new HttpError(401, stepUpMessages.wrongAccessCode);
        }
      } else if (body.method === "totp") {
        const totp = await team.totpOf(seller.id, person);
        const step = totp ? await checkTotp(totp.secret, body.code, Number(totp.lastStep)) : undefined;
        if (!totp || step === undefined || !(await team.spendTotpStep(seller.id, person, step))) {
          if (step === undefined) await signIn.wrongCode(who);
          await log(seller, req, "step_up_failed", "Wrong authenticator code at step-up", "warning");
          throw new HttpError(401, stepUpMessages.wrongCode);
        }
      } else {
        const challenge = await team.takeChallenge(body.challengeId, "step-up");
        if (!challenge || challenge.sellerId !== seller.id || challenge.person !== person) {
          throw new HttpError(400, stepUpMessages.expired);
        }
        const passkey = await team.passkeyByCredentialId(body.credential.id);
        const counter =
          passkey && passkey.sellerId === seller.id && passkey.person === person
            ? await verifyAssertion(body.credential, challenge.value, relyingParty(config, req), passkey)
            : undefined;
        if (!passkey || counter === undefined) {
          await log(seller, req, "step_up_failed", "A passkey failed at step-up", "warning");
          throw new HttpError(401, stepUpMessages.passkeyFailed);
        }
        await team.passkeyUsed(passkey.id, counter);
      }
      const until = stepUpUntil();
      await store.auth.markStepUp(rawAuthorization(req), until);
      return { message: stepUpMessages.confirmed, until: iso(until) };
    },

    async passkeyOptions({ body, req }) {
      const rp = relyingParty(config, req);
      let allow: Awaited<ReturnType<TeamRepository["passkeysOf"]>> | undefined;
      let data: unknown;
      if (body.challengeId) {
        // The owner's second-factor step: their own passkeys only.
        const step = await team.peekChallenge(body.challengeId, "second-factor");
        if (!step?.sellerId) throw new HttpError(401, signInMessages.secondFactorExpired, { code: 401 });
        allow = await team.passkeysOf(step.sellerId, OWNER_MEMBER_ID);
        data = body.challengeId;
      }
      const options = await authenticationOptions(rp.rpID, allow);
      const challengeId = await team.createChallenge(
        { kind: "passkey-signin", sellerId: null, person: null, value: options.challenge, data },
        CHALLENGE_TTL_MS,
      );
      return { challengeId, options };
    },

    async passkeySignIn({ body, req, reply }) {
      const challenge = await team.takeChallenge(body.challengeId, "passkey-signin");
      if (!challenge) throw new HttpError(401, signInMessages.passkeyExpired, { code: 401 });
      const passkey = await team.passkeyByCredentialId(body.credential.id);
      if (!passkey) {
        await log(undefined, req, "login_failed", "Unknown passkey", "warning");
        throw new HttpError(401, signInMessages.passkeyUnknown, { code: 401 });
      }
      await signIn.byPerson(reply, personKey(passkey.sellerId, passkey.person));
      const counter = await verifyAssertion(
        body.credential,
        challenge.value,
        relyingParty(config, req),
        passkey,
      );
      const memberId = passkey.person === OWNER_MEMBER_ID ? null : passkey.person;
      const live = memberId === null || (await liveMember(passkey.sellerId, memberId));
      if (counter === undefined || !live) {
        await log(undefined, req, "login_failed", "A passkey failed to verify", "warning");
        throw new HttpError(401, signInMessages.passkeyFailed, { code: 401 });
      }
      await team.passkeyUsed(passkey.id, counter);
      if (typeof challenge.data === "string") await team.deleteChallenge(challenge.data);
      const seller = await store.sellers.findById(passkey.sellerId);
      await log(seller, req, "login", "Signed in with a passkey", "success");
      reply.header("Cache-Control", "no-store");
      return sessionFor(passkey.sellerId, memberId, req);
    },

    async totpSignIn({ body, req, reply }) {
      const member = await team.memberBySignInId(body.signInId);
      const who = codePerson(member, body.signInId);
      await signIn.byPerson(reply, who);
      if (member) await signIn.assertCodesAllowed(reply, who);
      const totp = member ? await team.totpOf(member.sellerId, member.id) : undefined;
      if (!member || !totp) {
        await log(undefined, req, "login_failed", "Unknown sign-in ID or no authenticator", "warning");
        throw new HttpError(401, signInMessages.totpInvalid, { code: 401 });
      }
      const step = await checkTotp(totp.secret, body.code, undefined);
      if (step === undefined) {
        await signIn.wrongCode(who);
        await log(undefined, req, "login_failed", "Wrong authenticator code", "warning");
        throw new HttpError(401, signInMessages.totpInvalid, { code: 401 });
      }
      if (!(await team.spendTotpStep(member.sellerId, member.id, step))) {
        throw new HttpError(401, signInMessages.totpReused, { code: 401 });
      }
      const seller = await store.sellers.findById(member.sellerId);
      await log(seller, req, "login", `${member.name} signed in with an authenticator code`, "success");
      reply.header("Cache-Control", "no-store");
      return sessionFor(member.sellerId, member.id, req);
    },

    async recoverySignIn({ body, req, reply }) {
      const member = await team.memberBySignInId(body.signInId);
      const who = codePerson(member, body.signInId);
      await signIn.byPerson(reply, who);
      if (member) await signIn.assertCodesAllowed(reply, who);
      if (!member || !(await team.spendRecoveryCode(member.sellerId, member.id, body.code))) {
        if (member) await signIn.wrongCode(who);
        await log(undefined, req, "login_failed", "Wrong sign-in ID or recovery code", "warning");
        throw new HttpError(401, signInMessages.recoveryInvalid, { code: 401 });
      }
      const seller = await store.sellers.findById(member.sellerId);
      await log(seller, req, "login", `${member.name} signed in with a recovery code`, "warning");
      reply.header("Cache-Control", "no-store");
      return sessionFor(member.sellerId, member.id, req);
    },

    async secondFactor({ body, req, reply }) {
      const step = await team.peekChallenge(body.challengeId, "second-factor");
      if (!step?.sellerId) throw new HttpError(401, signInMessages.secondFactorExpired, { code: 401 });
      const sellerId = step.sellerId;
      // Counted per owner, not per step: the access code makes a new step at will.
      const who = personKey(sellerId, OWNER_MEMBER_ID);
      await signIn.byPerson(reply, who);
      await signIn.assertCodesAllowed(reply, who);
      if (body.method === "totp") {
        const totp = await team.totpOf(sellerId, OWNER_MEMBER_ID);
        const found = totp
          ? await checkTotp(totp.secret, body.code.replace(/\s+/g, ""), undefined)
          : undefined;
        if (!totp || found === undefined) {
          await signIn.wrongCode(who);
          await log(
            undefined,
            req,
            "login_failed",
            "Wrong authenticator code after the access code",
            "warning",
          );
          throw new HttpError(401, signInMessages.totpInvalid, { code: 401 });
        }
        if (!(await team.spendTotpStep(sellerId, OWNER_MEMBER_ID, found))) {
          throw new HttpError(401, signInMessages.totpReused, { code: 401 });
        }
      } else if (!(await team.spendRecoveryCode(sellerId, OWNER_MEMBER_ID, body.code))) {
        await signIn.wrongCode(who);
        await log(undefined, req, "login_failed", "Wrong recovery code after the access code", "warning");
        throw new HttpError(401, signInMessages.recoveryInvalid, { code: 401 });
      }
      await team.deleteChallenge(body.challengeId);
      const seller = await store.sellers.findById(sellerId);
      await log(
        seller,
        req,
        "login",
        `Signed in with the access code and ${body.method === "totp" ? "an authenticator code" : "a recovery code"}`,
        "success",
      );
      reply.header("Cache-Control", "no-store");
      return sessionFor(sellerId, null, req);
    },
  };
}

/** Whether the store's owner has a second factor (then the access code alone signs them in no more). */
export async function ownerHasSecondFactor(store: HandlerDeps["store"], sellerId: string): Promise<boolean> {
  const f = await new TeamRepository(store.db).factorSummary(sellerId, OWNER_MEMBER_ID);
  return f.passkeys > 0 || f.totp;
}

/** The login's answer for an owner with a second factor: a short-lived step to finish with it; undefined without. */
export async function secondFactorStep(store: HandlerDeps["store"], sellerId: string) {
  const team = new TeamRepository(store.db);
  const f = await team.factorSummary(sellerId, OWNER_MEMBER_ID);
  if (f.passkeys === 0 && !f.totp) return undefined;
  const now = Date.now();
  const challengeId = await team.createChallenge(
    { kind: "second-factor", sellerId, person: OWNER_MEMBER_ID, value: "" },
    SECOND_FACTOR_TTL_MS,
    now,
  );
  const methods = [
    ...(f.passkeys > 0 ? (["passkey"] as const) : []),
    ...(f.totp ? (["totp"] as const) : []),
    "recovery" as const,
  ];
  return {
    code: 200,
    message: signInMessages.secondFactorNeeded,
    secondFactor: { challengeId, methods, expiresAt: iso(now + SECOND_FACTOR_TTL_MS) },
  };
}
