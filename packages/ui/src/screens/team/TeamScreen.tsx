import type { TeamRole } from "@boostdash/api-client/core/contract/permissions";
import type { DateInput } from "@boostdash/api-client/core/format";
import type { Team, TeamMember } from "@boostdash/api-client/team/contract";
import {
  canManageTeam,
  grantableRoles,
  leaveRefusal,
  removalRefusal,
  roleChangeRefusal,
} from "@boostdash/api-client/team/rules";
import { roleDescriptions, roleLabels } from "@boostdash/api-client/team/texts";
import { AlertCircle, Link2, LogOut, MailPlus, UserMinus, Users } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { ScreenLayout } from "../../layout/ScreenLayout";
import { Badge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardIconHeader } from "../../primitives/Card";
import { ConfirmDialog } from "../../primitives/ConfirmDialog";
import { CopyButton } from "../../primitives/CopyButton";
import { Input } from "../../primitives/Input";
import { Notice } from "../../primitives/Notice";
import { Select } from "../../primitives/Select";
import { inviteLine, teamStatusTexts, teamText } from "./teamText";

export interface TeamScreenProps {
  status: ScreenStatus;
  /** The team as the signed-in person sees it (invites only for those who manage it). */
  team?: Team;
  now: DateInput;
  /** A link made a moment ago: shown once, with Copy, until the person leaves the page. */
  createdLink?: string | null;
  creatingInvite?: boolean;
  onCreateInvite: (role: TeamRole) => void;
  /** The invite being revoked. */
  revokingId?: string | null;
  onRevokeInvite: (id: string) => void;
  onChangeRole: (memberId: string, role: TeamRole) => void;
  removing?: boolean;
  /** Resolves true once removed (the dialog then closes). */
  onRemove: (memberId: string) => Promise<boolean>;
  leaving?: boolean;
  onLeave: () => void;
  /** The last change's failure, in the server's words. */
  error?: string | null;
  onRetry?: () => void;
  onCopied?: () => void;
  onCopyFailed?: () => void;
  /** The person's own sign-in: their factors (My factors) and their sessions, placed under the team. */
  children?: ReactNode;
}

/**
 * `/dashboard/team` (docs/product.md#team): everyone in the store's team with their role, when they joined and
 * whether they have a second factor; for those who manage the team, invites (a link shown once) and each member's
 * role and removal, offered only where the team's rules allow; for everyone, their own role and Leave.
 */
export function TeamScreen({
  status,
  team,
  now,
  createdLink,
  creatingInvite = false,
  onCreateInvite,
  revokingId,
  onRevokeInvite,
  onChangeRole,
  removing = false,
  onRemove,
  leaving = false,
  onLeave,
  error,
  onRetry,
  onCopied,
  onCopyFailed,
  children,
}: TeamScreenProps) {
  const manages = team ? canManageTeam(team.me.role) : false;
  return (
    <ScreenLayout
      status={status}
      title={teamText.title}
      subtitle={manages ? teamText.ownerSubtitle : teamText.memberSubtitle}
      statusTexts={teamStatusTexts}
      onRetry={onRetry}
    >
      {error ? (
        <Notice tone="danger" icon={AlertCircle} title={teamText.errorTitle} role="alert">
          <p className="text-fg">{error}</p>
        </Notice>
      ) : null}
      {team ? (
        <>
          <YouCard team={team} leaving={leaving} onLeave={onLeave} />
          <MembersCard
            team={team}
            now={now}
            manages={manages}
            onChangeRole={onChangeRole}
            removing={removing}
            onRemove={onRemove}
          />
          {manages ? (
            <InvitesCard
              team={team}
              now={now}
              createdLink={createdLink}
              creating={creatingInvite}
              onCreate={onCreateInvite}
              revokingId={revokingId}
              onRevoke={onRevokeInvite}
              onCopied={onCopied}
              onCopyFailed={onCopyFailed}
            />
          ) : null}
        </>
      ) : null}
      {children}
    </ScreenLayout>
  );
}

function YouCard({ team, leaving, onLeave }: { team: Team; leaving: boolean; onLeave: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const refusal = leaveRefusal(team.me, team.members);
  return (
    <Card>
      <CardIconHeader
        icon={<Users />}
        title={teamText.youTitle}
        description={teamText.yourRole(team.me.role)}
      />
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{roleDescriptions[team.me.role]}</p>
        {refusal ? (
          <p className="text-sm text-muted" data-testid="leave-refusal">
            {refusal}
          </p>
        ) : (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <LogOut aria-hidden="true" />
            {teamText.leave}
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={teamText.leaveTitle}
        description={teamText.leaveText}
        confirmLabel={teamText.leave}
        busyLabel={teamText.leaving}
        busy={leaving}
        tone="danger"
        onConfirm={onLeave}
      />
    </Card>
  );
}

function MembersCard({
  team,
  now,
  manages,
  onChangeRole,
  removing,
  onRemove,
}: {
  team: Team;
  now: DateInput;
  manages: boolean;
  onChangeRole: (memberId: string, role: TeamRole) => void;
  removing: boolean;
  onRemove: (memberId: string) => Promise<boolean>;
}) {
  const titleId = useId();
  const [removingMember, setRemovingMember] = useState<TeamMember | undefined>(undefined);
  return (
    <Card>
      <CardIconHeader
        icon={<Users />}
        title={teamText.membersTitle}
        titleId={titleId}
        description={teamText.membersDescription}
      />
      <CardContent>
        <ul aria-labelledby={titleId} className="flex flex-col gap-2">
          {team.members.map((member) => {
            const isMe = member.id === team.me.id;
            const roles = manages
              ? grantableRoles(team.me.role).filter(
                  (role) => role === member.role || !roleChangeRefusal(team.me, member, role, team.members),
                )
              : [];
            const removable = manages && !removalRefusal(team.me, member, team.members);
            const twoFactor = member.factors.passkeys > 0 || member.factors.totp;
            return (
              <li
                key={member.id}
                data-testid="team-member"
                className="grid gap-3 rounded-lg border border-border bg-surface-2 p-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-center"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="truncate text-sm font-semibold text-fg">{member.name}</span>
                    {isMe ? <Badge tone="info">{teamText.you}</Badge> : null}
                    <Badge tone={twoFactor ? "success" : "warning"}>
                      {twoFactor ? teamText.twoFactorOn : teamText.twoFactorOff}
                    </Badge>
                  </div>
                  <span className="text-xs text-muted">{teamText.joined(member.joinedAt, now)}</span>
                </div>
                {roles.length > 1 ? (
                  <Select
                    aria-label={teamText.roleOf(member.name)}
                    value={member.role}
                    options={roles.map((role) => ({ value: role, label: roleLabels[role] }))}
                    onValueChange={(value) => {
                      const next = roles.find((role) => role === value);
                      if (next && next !== member.role) onChangeRole(member.id, next);
                    }}
                  />
                ) : (
                  <span className="text-sm text-fg">{roleLabels[member.role]}</span>
                )}
                {removable ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={teamText.remove(member.name)}
                    onClick={() => setRemovingMember(member)}
                  >
                    <UserMinus aria-hidden="true" />
                    {teamText.removeConfirm}
                  </Button>
                ) : (
                  <span />
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={removingMember !== undefined}
        onOpenChange={(open) => (open ? undefined : setRemovingMember(undefined))}
        title={teamText.removeTitle}
        description={removingMember ? teamText.removeText(removingMember.name) : undefined}
        confirmLabel={teamText.removeConfirm}
        busyLabel={teamText.removing}
        busy={removing}
        tone="danger"
        onConfirm={async () => {
          if (removingMember && (await onRemove(removingMember.id))) setRemovingMember(undefined);
        }}
      />
    </Card>
  );
}

function InvitesCard({
  team,
  now,
  createdLink,
  creating,
  onCreate,
  revokingId,
  onRevoke,
  onCopied,
  onCopyFailed,
}: {
  team: Team;
  now: DateInput;
  createdLink?: string | null;
  creating: boolean;
  onCreate: (role: TeamRole) => void;
  revokingId?: string | null;
  onRevoke: (id: string) => void;
  onCopied?: () => void;
  onCopyFailed?: () => void;
}) {
  const titleId = useId();
  const linkId = useId();
  const roles = grantableRoles(team.me.role);
  const [role, setRole] = useState<TeamRole>(roles.includes("support") ? "support" : (roles[0] ?? "viewer"));
  return (
    <Card>
      <CardIconHeader
        icon={<MailPlus />}
        title={teamText.invitesTitle}
        titleId={titleId}
        description={teamText.invitesDescription}
      />
      <CardContent className="flex flex-col gap-4">
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (!creating) onCreate(role);
          }}
        >
          <div className="flex flex-col gap-1.5 sm:w-64">
            <Select
              label={teamText.inviteRole}
              value={role}
              options={roles.map((r) => ({ value: r, label: roleLabels[r] }))}
              onValueChange={(value) => {
                const next = roles.find((r) => r === value);
                if (next) setRole(next);
              }}
            />
            <p className="text-xs text-muted">{roleDescriptions[role]}</p>
          </div>
          <Button type="submit" busy={creating} busyLabel={teamText.creatingInvite} className="sm:mb-5">
            <Link2 aria-hidden="true" />
            {teamText.createInvite}
          </Button>
        </form>
        {createdLink ? (
          <div className="flex flex-col gap-2 rounded-lg border border-success/30 bg-success-bg p-4">
            <p className="text-sm font-semibold text-success">{teamText.linkTitle}</p>
            <p className="text-sm text-fg">{teamText.linkText}</p>
            <div className="flex items-center gap-2">
              <label htmlFor={linkId} className="sr-only">
                {teamText.linkLabel}
              </label>
              <Input id={linkId} readOnly value={createdLink} className="font-mono text-xs" />
              <CopyButton
                value={createdLink}
                label={teamText.copyLink}
                onCopied={onCopied}
                onError={onCopyFailed}
              />
            </div>
          </div>
        ) : null}
        {team.invites.length === 0 ? (
          <p className="text-sm text-muted">{teamText.noInvites}</p>
        ) : (
          <ul aria-labelledby={titleId} className="flex flex-col gap-2">
            {team.invites.map((invite) => (
              <li
                key={invite.id}
                data-testid="team-invite"
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-surface-2 p-3"
              >
                <div className="flex flex-col gap-0.5">
                  <span className="text-sm font-semibold text-fg">{roleLabels[invite.role]}</span>
                  <span className="text-xs text-muted">{inviteLine(invite, now)}</span>
                </div>
                {invite.state === "used" ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={teamText.revokeLabel(invite.role)}
                    busy={revokingId === invite.id}
                    busyLabel={teamText.revoke}
                    onClick={() => onRevoke(invite.id)}
                  >
                    {teamText.revoke}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
