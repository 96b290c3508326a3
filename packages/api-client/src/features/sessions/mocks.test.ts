// The mock backend answers the sessions calls as the server does: the Team screen's stories read these.
import { describe, expect, it } from "vitest";
import { resetMockStore } from "../../core/mocks/all.ts";
import { startMockServer } from "../../core/testing/mockServer.ts";
import {
  endMemberSession,
  endMemberSessions,
  endOtherSessions,
  endSession,
  listMemberSessions,
  listSessions,
} from "./api.ts";
import { sessionMessages } from "./texts.ts";

startMockServer();

describe("sessions mocks", () => {
  it("list the person's sessions, end one (then 404), and end all the others", async () => {
    resetMockStore();
    const { sessions } = await listSessions({ token: "t" });
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ["Chrome on Linux", true],
      ["Safari on iPhone", false],
      ["Firefox on Windows", false],
    ]);
    const phone = sessions[1]?.id ?? "";
    expect(await endSession(phone, { token: "t" })).toEqual({ message: sessionMessages.ended, ended: 1 });
    await expect(endSession(phone, { token: "t" })).rejects.toMatchObject({
      status: 404,
      message: sessionMessages.notFound,
    });
    expect(await endOtherSessions({ token: "t" })).toEqual({
      message: sessionMessages.othersEnded(1),
      ended: 1,
    });
    expect((await listSessions({ token: "t" })).sessions.map((s) => s.current)).toEqual([true]);
  });

  it("give any member two sessions the owner can end one by one or all at once", async () => {
    resetMockStore();
    const { sessions } = await listMemberSessions("mem-ana", { token: "t" });
    expect(sessions.map((s) => s.device)).toEqual(["Edge on Windows", "Chrome on Android"]);
    expect(sessions.some((s) => s.current)).toBe(false);
    await endMemberSession("mem-ana", sessions[0]?.id ?? "", { token: "t" });
    expect((await listMemberSessions("mem-ana", { token: "t" })).sessions).toHaveLength(1);
    expect(await endMemberSessions("mem-ana", { token: "t" })).toEqual({
      message: sessionMessages.memberEnded(1),
      ended: 1,
    });
    expect((await listMemberSessions("mem-ana", { token: "t" })).sessions).toEqual([]);
    // Another member's are their own.
    expect((await listMemberSessions("mem-bo", { token: "t" })).sessions).toHaveLength(2);
  });
});
