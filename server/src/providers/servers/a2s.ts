import { createHmac, randomBytes } from "node:crypto";

/**
 * The answering side of Valve's server query protocol (A2S_INFO, A2S_PLAYER and their challenge
 * handshake), as a CS2 dedicated server speaks it: what the sandbox provider's servers say about
 * themselves (docs/operations.md#game-servers). Every packet starts with a -1 (FF FF FF FF) header.
 */

export type A2sServerInfo = {
  name: string;
  map: string;
  maxPlayers: number;
  /** The game port, announced in the extra data. */
  port: number;
  hasPassword: boolean;
  keywords: string;
};

const HEADER = Buffer.from([0xff, 0xff, 0xff, 0xff]);
const A2S_INFO = 0x54;
const A2S_PLAYER = 0x55;
const S2C_CHALLENGE = 0x41;
const S2A_INFO = 0x49;
const S2A_PLAYER = 0x44;
const INFO_QUERY = "Source Engine Query\0";
/** What CS2 reports: protocol 17, app 730, folder csgo. */
const PROTOCOL = 17;
const APP_ID = 730;
const FOLDER = "csgo";
const GAME = "Counter-Strike 2";
const VERSION = "1.40.8.4";
/** Extra data flags: game port, keywords, 64-bit game id. */
const EDF_PORT = 0x80;
const EDF_KEYWORDS = 0x20;
const EDF_GAME_ID = 0x01;

/** Builds packets field by field, little-endian as the protocol wants. */
class PacketWriter {
  private readonly parts: Buffer[] = [HEADER];
  byte(value: number) {
    this.parts.push(Buffer.from([value & 0xff]));
    return this;
  }
  short(value: number) {
    const b = Buffer.alloc(2);
    b.writeUInt16LE(value);
    this.parts.push(b);
    return this;
  }
  long(value: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value >>> 0);
    this.parts.push(b);
    return this;
  }
  longLong(value: bigint) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(value);
    this.parts.push(b);
    return this;
  }
  string(value: string) {
    this.parts.push(Buffer.from(`${value}\0`, "utf8"));
    return this;
  }
  done() {
    return Buffer.concat(this.parts);
  }
}

/**
 * Challenges are derived from the asker's address with a per-process key (no table to grow):
 * an answer goes only to an address that proved it receives our packets, so the server cannot be
 * used to reflect traffic at someone else.
 */
export function challengeKeeper(key: Buffer = randomBytes(32)) {
  return (address: string, port: number) =>
    createHmac("sha256", key).update(`${address}:${port}`).digest().readUInt32LE(0);
}

export function infoPacket(info: A2sServerInfo): Buffer {
  return new PacketWriter()
    .byte(S2A_INFO)
    .byte(PROTOCOL)
    .string(info.name)
    .string(info.map)
    .string(FOLDER)
    .string(GAME)
    .short(APP_ID)
    .byte(0) // players: nobody can join a sandbox server
    .byte(info.maxPlayers)
    .byte(0) // bots
    .byte("d".charCodeAt(0)) // dedicated
    .byte("l".charCodeAt(0)) // linux
    .byte(info.hasPassword ? 1 : 0)
    .byte(0) // not VAC secured
    .string(VERSION)
    .byte(EDF_PORT | EDF_KEYWORDS | EDF_GAME_ID)
    .short(info.port)
    .string(info.keywords)
    .longLong(BigInt(APP_ID))
    .done();
}

/** The player list: empty, as no client can connect to a sandbox server. */
const playersPacket = () => new PacketWriter().byte(S2A_PLAYER).byte(0).done();

const challengePacket = (challenge: number) => new PacketWriter().byte(S2C_CHALLENGE).long(challenge).done();

/**
 * The answer to one datagram, or null for anything that is not a well-formed query (ignored, as a
 * game server does). A query without the asker's challenge gets the challenge instead.
 */
export function answerQuery(packet: Buffer, info: A2sServerInfo, challenge: number): Buffer | null {
  if (packet.length < 5 || packet.readInt32LE(0) !== -1) return null;
  const type = packet[4];
  if (type === A2S_INFO) {
    const query = packet.subarray(5, 5 + INFO_QUERY.length).toString("latin1");
    if (query !== INFO_QUERY) return null;
    const rest = packet.subarray(5 + INFO_QUERY.length);
    return rest.length === 4 && rest.readUInt32LE(0) === challenge
      ? infoPacket(info)
      : challengePacket(challenge);
  }
  if (type === A2S_PLAYER) {
    if (packet.length !== 9) return null;
    return packet.readUInt32LE(5) === challenge ? playersPacket() : challengePacket(challenge);
  }
  return null;
}
