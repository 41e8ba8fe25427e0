import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, REPO_ROOT } from "../src/config.js";

const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected the configuration to be rejected");
};

describe("loadConfig", () => {
  it("gives every value its default when nothing is set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: null,
      dataDir: path.join(REPO_ROOT, "data"),
      discord: null,
      localSignIn: true,
      adminDiscordIds: [],
      serverProvider: { kind: "sandbox", host: "127.0.0.1" },
      serversPerMember: 1,
      sim: { seed: "fragboard", now: null },
      logLevel: "info",
    });
  });

  it("resolves DATA_DIR against the repository root, not the working directory", () => {
    expect(loadConfig({ DATA_DIR: "var/db" }).dataDir).toBe(path.join(REPO_ROOT, "var/db"));
    expect(loadConfig({ DATA_DIR: "/srv/fragboard" }).dataDir).toBe("/srv/fragboard");
  });

  it("parses the values it is given", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://fb@db:5432/fragboard",
      ADMIN_DISCORD_IDS: "123456789012345678, 98765432109876543",
      DISCORD_CLIENT_ID: "id",
      DISCORD_CLIENT_SECRET: "secret",
      SERVER_PROVIDER: "dathost",
      DATHOST_EMAIL: "ops@example.com",
      DATHOST_PASSWORD: "pw",
      DATHOST_TEMPLATE_ID: "tmpl1",
      SERVERS_PER_MEMBER: "2",
      SIM_NOW: "2025-03-01T12:00:00Z",
      LOG_LEVEL: "warn",
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe("postgres://fb@db:5432/fragboard");
    expect(config.adminDiscordIds).toEqual(["123456789012345678", "98765432109876543"]);
    expect(config.discord).toEqual({ clientId: "id", clientSecret: "secret", apiUrl: null });
    expect(config.serverProvider).toEqual({
      kind: "dathost",
      email: "ops@example.com",
      password: "pw",
      templateId: "tmpl1",
      apiUrl: null,
    });
    expect(config.serversPerMember).toBe(2);
    expect(config.sim.now).toBe("2025-03-01T12:00:00Z");
    expect(config.logLevel).toBe("warn");
  });

  it("treats an empty value as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it("names each wrong variable, with what it expects and what it got", () => {
    const message = failure({ PORT: "eighty", SIM_NOW: "yesterday", LOG_LEVEL: "loud" });
    expect(message).toContain("Invalid configuration");
    expect(message).toContain('PORT: must be a port number between 1 and 65535 (got "eighty")');
    expect(message).toContain(
      'SIM_NOW: must be an ISO date-time in UTC, e.g. 2025-03-01T12:00:00Z (got "yesterday")',
    );
    expect(message).toMatch(/LOG_LEVEL: .*"info".* \(got "loud"\)/);
  });

  it("rejects half-configured providers", () => {
    expect(failure({ DISCORD_CLIENT_ID: "id" })).toContain("DISCORD_CLIENT_SECRET: must be set together");
    expect(failure({ SERVER_PROVIDER: "dathost" })).toContain(
      "DATHOST_EMAIL: is required when SERVER_PROVIDER=dathost",
    );
    expect(failure({ SERVER_PROVIDER: "dathost" })).toContain(
      "DATHOST_TEMPLATE_ID: is required when SERVER_PROVIDER=dathost",
    );
    expect(failure({ SERVERS_PER_MEMBER: "0" })).toContain("SERVERS_PER_MEMBER: must be a whole number");
    expect(failure({ SANDBOX_HOST: "localhost" })).toContain("SANDBOX_HOST: must be an IP address");
    expect(failure({ ADMIN_DISCORD_IDS: "admin" })).toContain(
      "ADMIN_DISCORD_IDS: must be comma-separated Discord ids",
    );
  });

  it("never echoes a value that may hold a credential", () => {
    const message = failure({ DATABASE_URL: "mysql://root:hunter2@db/x", JWT_SECRET: "short-secret" });
    expect(message).toContain("DATABASE_URL: must be a URL starting with postgres:// or postgresql://");
    expect(message).toContain("JWT_SECRET: must be at least 32 characters");
    expect(message).not.toContain("hunter2");
    expect(message).not.toContain("short-secret");
  });
});
