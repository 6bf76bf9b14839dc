import { describe, expect, it } from "vitest";
import { institutionDomain } from "./institution-domain.ts";

describe("institutionDomain", () => {
  it.each([
    "dean@gmail.com",
    "dean@hotmail.co.uk",
    "dean@yahoo.co.uk",
    "dean@gmail.co.uk",
    "dean@outlook.com.br",
    "dean@qq.com",
    "dean@web.de",
    "dean@rediffmail.com",
  ])("gives no institution to a shared mail provider: %s", (email) => {
    expect(institutionDomain(email)).toBeNull();
  });

  it.each([
    ["registrar@ox.ac.uk", "ox.ac.uk"],
    ["Admissions@Uni-Example.EDU", "uni-example.edu"],
    ["mail@mail.harvard.edu", "mail.harvard.edu"],
    ["x@gmail.example.edu", "gmail.example.edu"],
  ])("keeps an institution's own domain: %s", (email, domain) => {
    expect(institutionDomain(email)).toBe(domain);
  });
});
