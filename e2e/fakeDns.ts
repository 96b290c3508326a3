// A tiny DNS responder on a local UDP port for the custom-domain journey: the server asks it through DNS_SERVERS.
// It answers CNAME questions from a map the test changes, A questions from another (the webhook tests' stand-in for
// Discord), NXDOMAIN for any other name.
import { createSocket } from "node:dgram";

export interface FakeDns {
  readonly address: string;
  /** name -> the CNAME target to answer (undefined: the name does not exist). */
  readonly cnames: Map<string, string>;
  /** name -> the IPv4 address to answer for A questions. */
  readonly addresses: Map<string, string>;
  close(): Promise<void>;
}

function encodeName(name: string): Buffer {
  const parts = name
    .replace(/\.$/, "")
    .split(".")
    .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, "ascii")]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

/** The question's name and where the question section ends. */
function readQuestion(msg: Buffer): { name: string; end: number } {
  const labels: string[] = [];
  let at = 12;
  while (at < msg.length && msg[at] !== 0) {
    const len = msg[at] ?? 0;
    labels.push(msg.subarray(at + 1, at + 1 + len).toString("ascii"));
    at += 1 + len;
  }
  // Zero byte, QTYPE, QCLASS.
  return { name: labels.join(".").toLowerCase(), end: at + 5 };
}

export function startFakeDns(): Promise<FakeDns> {
  const cnames = new Map<string, string>();
  const addresses = new Map<string, string>();
  const socket = createSocket("udp4");
  socket.on("message", (msg, from) => {
    if (msg.length < 17) return;
    const { name, end } = readQuestion(msg);
    const qtype = msg.readUInt16BE(end - 4);
    const address = addresses.get(name);
    const target = cnames.get(name) ?? address;
    const answer =
      address !== undefined && qtype === 1
        ? (() => {
            const rr = Buffer.alloc(16);
            rr.writeUInt16BE(0xc00c, 0); // the question's name
            rr.writeUInt16BE(1, 2); // A
            rr.writeUInt16BE(1, 4); // IN
            rr.writeUInt32BE(5, 6); // TTL
            rr.writeUInt16BE(4, 10);
            for (const [i, part] of address.split(".").entries()) rr.writeUInt8(Number(part), 12 + i);
            return rr;
          })()
        : cnames.get(name) !== undefined && (qtype === 5 || qtype === 255)
          ? (() => {
              const rdata = encodeName(cnames.get(name) ?? "");
              const rr = Buffer.alloc(12);
              rr.writeUInt16BE(0xc00c, 0); // the question's name
              rr.writeUInt16BE(5, 2); // CNAME
              rr.writeUInt16BE(1, 4); // IN
              rr.writeUInt32BE(5, 6); // TTL
              rr.writeUInt16BE(rdata.length, 10);
              return Buffer.concat([rr, rdata]);
            })()
          : undefined;
    const header = Buffer.alloc(12);
    header.writeUInt16BE(msg.readUInt16BE(0), 0);
    // Response, recursion desired and available; NXDOMAIN when the name is unknown.
    header.writeUInt16BE(0x8180 | (target === undefined ? 3 : 0), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answer ? 1 : 0, 6);
    const reply = Buffer.concat([header, msg.subarray(12, end), ...(answer ? [answer] : [])]);
    socket.send(reply, from.port, from.address);
  });
  return new Promise((resolve) => {
    socket.bind(0, "127.0.0.1", () => {
      const { port } = socket.address();
      resolve({
        address: `127.0.0.1:${port}`,
        cnames,
        addresses,
        close: () => new Promise<void>((done) => socket.close(() => done())),
      });
    });
  });
}
