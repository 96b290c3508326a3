/**
 * Team mocks: the team list and its changes (with the rules and step-up the server applies), the public invite page,
 * each person's factors, and `mockSignInAs(role)` for a story to be a given role.
 */
import { HttpResponse } from "msw";
import type { TeamRole } from "../../core/contract/permissions.ts";
import { STEP_UP_MESSAGE, STEP_UP_REQUIRED } from "../../core/contract/stepUp.ts";
import { MOCK_NOW, MOCK_NOW_MS, MOCK_TOKEN } from "../../core/mocks/fixtures.ts";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import type { MockState } from "../../core/mocks/state.ts";
import { mockStore } from "../../core/mocks/store.ts";
import { createCurrentUserAs } from "../auth/fixtures.ts";
import type { AuthenticationOptions, RegistrationOptions } from "../auth/webauthn.ts";
import type { MyFactors, TeamMember } from "./contract.ts";
import {
  createMemberFactors,
  createMyFactors,
  createPasskeyInfo,
  createRecoveryCodes,
  createTeamInvite,
  createTeamInvites,
  createTeamMembers,
  createTotpSetup,
  MOCK_INVITE_TOKENS,
  MOCK_MEMBER_IDS,
  MOCK_SIGN_IN_ID,
  MOCK_STEP_UP_UNTIL,
  MOCK_STORE_NAME,
  MOCK_TOTP_CODE,
} from "./fixtures.ts";
import type { TeamMockState } from "./mockState.ts";
import {
  INVITE_PAGE_PATH,
  INVITE_TTL_MS,
  inviteRefusal,
  leaveRefusal,
  mayRemoveFactor,
  OWNER_MEMBER_ID,
  removalRefusal,
  roleChangeRefusal,
} from "./rules.ts";
import { factorMessages, inviteMessages, stepUpMessages, teamMessages } from "./texts.ts";

/** The passkey options the mocks hand out (a browser's virtual authenticator accepts them on localhost). */
export const MOCK_REGISTRATION_OPTIONS: RegistrationOptions = {
  challenge: "bW9jay1yZWdpc3RyYXRpb24tY2hhbGxlbmdl",
  rp: { name: "boostdash", id: "localhost" },
  user: { id: "bW9jay11c2Vy", name: "Sam Support", displayName: "Sam Support" },
  pubKeyCredParams: [
    { alg: -7, type: "public-key" },
    { alg: -257, type: "public-key" },
  ],
  timeout: 60_000,
  excludeCredentials: [],
  authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  attestation: "none",
};

export const MOCK_AUTHENTICATION_OPTIONS: AuthenticationOptions = {
  challenge: "bW9jay1hdXRoZW50aWNhdGlvbi1jaGFsbGVuZ2U",
  rpId: "localhost",
  allowCredentials: [],
  timeout: 60_000,
  userVerification: "preferred",
};

/** Makes the mock backend's signed-in person `role`: the current user, the team's `me`, and their factors. */
export function mockSignInAs(role: TeamRole, state: MockState = mockStore()): void {
  state.user = createCurrentUserAs(role);
  state.team.me = MOCK_MEMBER_IDS[role];
  state.team.factors = role === "owner" ? createMyFactors() : createMemberFactors();
}

/** A step-up route's refusal unless the session stepped up (`team.stepUpFresh`), as the server answers. */
function stepUpRefusal() {
  return mockStore().team.stepUpFresh
    ? undefined
    : errorResponse(403, { code: 403, message: STEP_UP_MESSAGE, reason: STEP_UP_REQUIRED });
}

const me = (): TeamMember => {
  const { members, me: id } = mockStore().team;
  const found = members.find((m) => m.id === id);
  if (!found) throw new Error(`The mock team has no member ${id}`);
  return found;
};

/** The factors after a change, kept in step with the current user's summary and the team list. */
function saveFactors(factors: MyFactors): MyFactors {
  const store = mockStore();
  const summary = { passkeys: factors.passkeys.length, totp: factors.totp };
  store.team.factors = factors;
  store.user = { ...store.user, factors: summary };
  store.team.members = store.team.members.map((m) =>
    m.id === store.team.me ? { ...m, factors: summary } : m,
  );
  return factors;
}

export const teamMocks = {
  seed: (): TeamMockState => ({
    team: {
      members: createTeamMembers(),
      invites: createTeamInvites(),
      me: OWNER_MEMBER_ID,
      factors: createMyFactors(),
      stepUpFresh: true,
      recoveryCodes: createRecoveryCodes(),
    },
  }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    const find = (id: string) => mockStore().team.members.find((m) => m.id === id);
    return {
      getTeam: route("getTeam", () => {
        const { team } = mockStore();
        const self = me();
        const manages = self.role === "owner";
        return HttpResponse.json({
          me: { id: self.id, role: self.role },
          members: team.members,
          invites: manages ? team.invites : [],
        });
      }),
      createInvite: route("createInvite", async ({ request }) => {
        const refused = stepUpRefusal();
        if (refused) return refused;
        const body = await readBody("createInvite", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const refusal = inviteRefusal(me(), body.data.role);
        if (refusal) return errorResponse(403, { message: refusal });
        const store = mockStore();
        const invite = createTeamInvite({
          id: `invite-${store.team.invites.length + 1}`,
          role: body.data.role,
          createdAt: MOCK_NOW,
          expiresAt: new Date(MOCK_NOW_MS + INVITE_TTL_MS).toISOString(),
          createdBy: me().name,
        });
        store.team.invites = [invite, ...store.team.invites];
        return HttpResponse.json({
          invite,
          link: `http://localhost${INVITE_PAGE_PATH}#${MOCK_INVITE_TOKENS.valid}`,
          message: teamMessages.inviteCreated,
        });
      }),
      revokeInvite: route("revokeInvite", ({ params }) => {
        const refused = stepUpRefusal();
        if (refused) return refused;
        const store = mockStore();
        if (!store.team.invites.some((i) => i.id === params.id)) {
          return errorResponse(404, { message: teamMessages.inviteNotFound });
        }
        store.team.invites = store.team.invites.filter((i) => i.id !== params.id);
        return HttpResponse.json({ message: teamMessages.inviteRevoked });
      }),
      changeMemberRole: route("changeMemberRole", async ({ params, request }) => {
        const refused = stepUpRefusal();
        if (refused) return refused;
        const body = await readBody("changeMemberRole", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const target = find(params.id);
        if (!target) return errorResponse(404, { message: teamMessages.memberNotFound });
        const store = mockStore();
        const refusal = roleChangeRefusal(me(), target, body.data.role, store.team.members);
        if (refusal) return errorResponse(403, { message: refusal });
        const member = { ...target, role: body.data.role };
        store.team.members = store.team.members.map((m) => (m.id === member.id ? member : m));
        return HttpResponse.json({ member, message: teamMessages.roleChanged });
      }),
      removeMember: route("removeMember", ({ params }) => {
        const refused = stepUpRefusal();
        if (refused) return refused;
        const target = find(params.id);
        if (!target) return errorResponse(404, { message: teamMessages.memberNotFound });
        const store = mockStore();
        const refusal = removalRefusal(me(), target, store.team.members);
        if (refusal) return errorResponse(403, { message: refusal });
        store.team.members = store.team.members.filter((m) => m.id !== target.id);
        return HttpResponse.json({ message: teamMessages.memberRemoved });
      }),
      leaveTeam: route("leaveTeam", () => {
        const refused = stepUpRefusal();
        if (refused) return refused;
        const store = mockStore();
        const refusal = leaveRefusal(me(), store.team.members);
        if (refusal) return errorResponse(403, { message: refusal });
        store.team.members = store.team.members.filter((m) => m.id !== store.team.me);
        return HttpResponse.json({ message: teamMessages.left });
      }),
      readInvite: route("readInvite", async ({ request }) => {
        const body = await readBody("readInvite", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const expiresAt = new Date(MOCK_NOW_MS + INVITE_TTL_MS / 2).toISOString();
        const info = { storeName: MOCK_STORE_NAME, role: "support" as const, expiresAt };
        switch (body.data.token) {
          case MOCK_INVITE_TOKENS.valid:
            return HttpResponse.json({ ...info, state: "pending" as const, message: inviteMessages.valid });
          case MOCK_INVITE_TOKENS.expired:
            return HttpResponse.json({ ...info, state: "expired" as const, message: inviteMessages.expired });
          case MOCK_INVITE_TOKENS.used:
            return HttpResponse.json({ ...info, state: "used" as const, message: inviteMessages.used });
          default:
            return errorResponse(404, { message: inviteMessages.notFound });
        }
      }),
      invitePasskeyOptions: route("invitePasskeyOptions", async ({ request }) => {
        const body = await readBody("invitePasskeyOptions", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        if (body.data.token !== MOCK_INVITE_TOKENS.valid) {
          return errorResponse(410, { message: inviteMessages.expired });
        }
        return HttpResponse.json({
          challengeId: "passkey-registration-1",
          options: MOCK_REGISTRATION_OPTIONS,
        });
      }),
      inviteTotpSetup: route("inviteTotpSetup", async ({ request }) => {
        const body = await readBody("inviteTotpSetup", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        if (body.data.token !== MOCK_INVITE_TOKENS.valid) {
          return errorResponse(410, { message: inviteMessages.expired });
        }
        return HttpResponse.json(createTotpSetup());
      }),
      acceptInvite: route("acceptInvite", async ({ request }) => {
        const body = await readBody("acceptInvite", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        if (body.data.token !== MOCK_INVITE_TOKENS.valid) {
          return errorResponse(410, { message: inviteMessages.expired });
        }
        if (body.data.factor.type === "totp" && body.data.factor.code !== MOCK_TOTP_CODE) {
          return errorResponse(400, { message: factorMessages.totpInvalid });
        }
        return HttpResponse.json({
          code: 200,
          message: inviteMessages.accepted,
          token: MOCK_TOKEN,
          signInId: MOCK_SIGN_IN_ID,
          recoveryCodes: createRecoveryCodes(),
        });
      }),
      myFactors: route("myFactors", () => {
        const { factors, stepUpFresh } = mockStore().team;
        return HttpResponse.json({ ...factors, stepUpUntil: stepUpFresh ? MOCK_STEP_UP_UNTIL : null });
      }),
      addPasskeyOptions: route("addPasskeyOptions", () => {
        const refused = stepUpRefusal();
        if (refused) return refused;
        return HttpResponse.json({
          challengeId: "passkey-registration-2",
          options: MOCK_REGISTRATION_OPTIONS,
        });
      }),
      addPasskey: route("addPasskey", async ({ request }) => {
        const refused = stepUpRefusal();
        if (refused) return refused;
        const body = await readBody("addPasskey", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const before = mockStore().team.factors;
        const first = before.passkeys.length === 0 && !before.totp;
        const passkey = createPasskeyInfo({
          id: `passkey-${before.passkeys.length + 2}`,
          name: body.data.name ?? "Passkey",
          createdAt: MOCK_NOW,
          lastUsedAt: null,
        });
        const factors = saveFactors({
          ...before,
          passkeys: [...before.passkeys, passkey],
          recoveryCodesLeft: first ? 10 : before.recoveryCodesLeft,
        });
        return HttpResponse.json({
          factors,
          recoveryCodes: first ? createRecoveryCodes() : null,
          message: factorMessages.passkeyAdded,
        });
      }),
      removePasskey: route("removePasskey", ({ params }) => {
        const refused = stepUpRefusal();
        if (refused) return refused;
        const before = mockStore().team.factors;
        if (!before.passkeys.some((p) => p.id === params.id)) {
          return errorResponse(404, { message: factorMessages.passkeyNotFound });
        }
        const summary = { passkeys: before.passkeys.length, totp: before.totp };
        if (!mayRemoveFactor(summary, "passkey", me().storeOwner)) {
          return errorResponse(409, { message: factorMessages.lastFactor });
        }
        const factors = saveFactors({
          ...before,
          passkeys: before.passkeys.filter((p) => p.id !== params.id),
        });
        return HttpResponse.json({ factors, recoveryCodes: null, message: factorMessages.passkeyRemoved });
      }),
      totpSetup: route("totpSetup", () => {
        const refused = stepUpRefusal();
        if (refused) return refused;
        if (mockStore().team.factors.totp)
          return errorResponse(409, { message: factorMessages.totpAlreadyOn });
        return HttpResponse.json(createTotpSetup());
      }),
      enableTotp: route("enableTotp", async ({ request }) => {
        const refused = stepUpRefusal();
        if (refused) return refused;
        const body = await readBody("enableTotp", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        if (body.data.code !== MOCK_TOTP_CODE)
          return errorResponse(400, { message: factorMessages.totpInvalid });
        const before = mockStore().team.factors;
        const first = before.passkeys.length === 0 && !before.totp;
        const factors = saveFactors({
          ...before,
          totp: true,
          recoveryCodesLeft: first ? 10 : before.recoveryCodesLeft,
        });
        return HttpResponse.json({
          factors,
          recoveryCodes: first ? createRecoveryCodes() : null,
          message: factorMessages.totpEnabled,
        });
      }),
      disableTotp: route("disableTotp", () => {
        const refused = stepUpRefusal();
        if (refused) return refused;
        const before = mockStore().team.factors;
        if (!before.totp) return errorResponse(409, { message: factorMessages.totpNotOn });
        if (!mayRemoveFactor({ passkeys: before.passkeys.length, totp: true }, "totp", me().storeOwner)) {
          return errorResponse(409, { message: factorMessages.lastFactor });
        }
        const factors = saveFactors({ ...before, totp: false });
        return HttpResponse.json({ factors, recoveryCodes: null, message: factorMessages.totpDisabled });
      }),
      regenerateRecoveryCodes: route("regenerateRecoveryCodes", () => {
        const refused = stepUpRefusal();
        if (refused) return refused;
        const before = mockStore().team.factors;
        if (before.passkeys.length === 0 && !before.totp) {
          return errorResponse(409, { message: factorMessages.recoveryNeedsFactor });
        }
        const factors = saveFactors({ ...before, recoveryCodesLeft: 10 });
        return HttpResponse.json({
          factors,
          recoveryCodes: createRecoveryCodes(),
          message: factorMessages.recoveryCodesMade,
        });
      }),
      stepUpOptions: route("stepUpOptions", () =>
        HttpResponse.json({ challengeId: "step-up-1", options: MOCK_AUTHENTICATION_OPTIONS }),
      ),
      stepUp: route("stepUp", async ({ request }) => {
        const body = await readBody("stepUp", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const { factors } = store.team;
        const hasFactor = factors.passkeys.length > 0 || factors.totp;
        if (body.data.method === "accessCode" && hasFactor) {
          return errorResponse(400, { message: stepUpMessages.useYourFactor });
        }
        if (body.data.method === "totp" && body.data.code !== MOCK_TOTP_CODE) {
          return errorResponse(401, { message: stepUpMessages.wrongCode });
        }
        store.team.stepUpFresh = true;
        return HttpResponse.json({ message: stepUpMessages.confirmed, until: MOCK_STEP_UP_UNTIL });
      }),
    };
  },
  scenarios: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      getTeam: {
        /** The owner alone: no members, no invites. */
        ownerAlone: route("getTeam", () =>
          HttpResponse.json({
            me: { id: OWNER_MEMBER_ID, role: "owner" as const },
            members: createTeamMembers().slice(0, 1),
            invites: [],
          }),
        ),
      },
    };
  },
};
