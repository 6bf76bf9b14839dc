import type { ConnectionView } from "@gradeatlas/contracts/crm-sync";
import { describe, expect, it } from "vitest";
import {
  checkConnectionForm,
  editValues,
  newConnectionValues,
  toCreateRequest,
  toUpdateRequest,
} from "./connection-form-rules";

const create = { editing: false };

describe("the connection form says what is wrong before anything is sent", () => {
  it("a new HubSpot connection needs a name and its service key", () => {
    const errors = checkConnectionForm(newConnectionValues("hubspot"), create);
    expect(errors.name).toBe("Name the connection.");
    expect(errors["secrets.accessToken"]).toBe("Paste the HubSpot service key (or a legacy private app's token).");
  });

  it("Slate SFTP: host, folder and host key in the form the server checks; a password or a key", () => {
    const values = newConnectionValues("slate_sftp");
    values.name = "Slate uploads";
    values.settings = { ...values.settings, host: "ft technolutions", directory: "incoming", hostKeySha256: "abc" };
    const errors = checkConnectionForm(values, create);
    expect(errors["settings.host"]).toBe("Enter a host name or IP address, e.g. ft.technolutions.net.");
    expect(errors["settings.directory"]).toBe("Start the folder with /, e.g. /incoming/gradeatlas.");
    expect(errors["settings.hostKeySha256"]).toBe(
      "Paste the host key as ssh-keygen prints it: SHA256: and 43 characters.",
    );
    expect(errors["settings.username"]).toBe("Enter the SFTP user name.");
    expect(errors["secrets.password"]).toBe("Give a password or a private key.");
  });

  it("a webhook needs a full address and at least one event; a duplicate CRM field blocks saving", () => {
    const values = newConnectionValues("webhook");
    values.name = "Our hook";
    values.settings = { url: "crm.example.edu/hook" };
    values.events = [];
    values.mapping = [
      { field: "gpa_overall", target: "gpa" },
      { field: "gpa_last60", target: "GPA" },
    ];
    const errors = checkConnectionForm(values, create);
    expect(errors["settings.url"]).toBe("Enter a full address starting with https://.");
    expect(errors.events).toBe("Choose at least one event.");
    expect(errors.mapping).toBe('"GPA" is mapped twice.');
  });

  it("Salesforce asks for the secret its sign-in needs, and the user for JWT bearer", () => {
    const values = newConnectionValues("salesforce");
    values.name = "Salesforce";
    values.settings = { ...values.settings, instanceUrl: "https://acme.my.salesforce.com", clientId: "3MVG9" };
    expect(checkConnectionForm(values, create)["secrets.clientSecret"]).toBe(
      "Paste the connected app's consumer secret.",
    );
    values.settings.auth = "jwt_bearer";
    const jwt = checkConnectionForm(values, create);
    expect(jwt["secrets.privateKey"]).toBe("Paste the private key whose certificate is on the connected app.");
    expect(jwt["settings.username"]).toBe("JWT bearer needs the Salesforce user the app acts as.");
  });

  it("a complete form becomes the create request: numbers as numbers, only typed secrets", () => {
    const values = newConnectionValues("slate_sftp");
    values.name = " Slate ";
    values.settings = {
      ...values.settings,
      host: "ft.technolutions.net",
      username: "gradeatlas",
      directory: "/incoming/gradeatlas",
      hostKeySha256: `SHA256:${"a".repeat(43)}`,
    };
    values.secrets = { password: "s3cret", privateKey: "" };
    expect(checkConnectionForm(values, create)).toEqual({});
    expect(toCreateRequest(values)).toMatchObject({
      kind: "slate_sftp",
      name: "Slate",
      settings: { host: "ft.technolutions.net", port: 22, format: "csv", schedule: "each_save" },
      secrets: { password: "s3cret" },
    });
  });

  it("on edit, stored secrets stay unless retyped: none required, none sent", () => {
    const stored: ConnectionView = {
      id: "c1",
      kind: "hubspot",
      name: "HubSpot",
      settings: { baseUrl: "https://api.hubapi.com", createMissingProperties: false },
      secretsSet: ["accessToken"],
      mapping: [{ field: "applicant_email", target: "email" }],
      events: ["calculation.saved"],
      state: "active",
      createdAt: "2026-11-01T10:00:00.000Z",
      createdBy: "head@uni.example",
      counts: { queued: 0, delivered: 3, dead: 0 },
      lastSuccessAt: null,
      lastError: null,
      feedUrl: null,
    };
    const values = editValues(stored);
    expect(values.settings.createMissingProperties).toBe(false);
    expect(checkConnectionForm(values, { editing: true })).toEqual({});
    expect(toUpdateRequest(values)).not.toHaveProperty("secrets");
    values.secrets = { accessToken: "pat-na1-0123456789" };
    expect(toUpdateRequest(values).secrets).toEqual({ accessToken: "pat-na1-0123456789" });
  });
});
