import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../lib/paths";
import { POSTAL_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from "../../lib/support-contact";

const linkClass = "font-medium text-blue-800 underline";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

const mailto = (subject: string) => `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;

/** /terms: the privacy statement (docs/requirements.md §1) and how this site uses cookies and local storage. */
export function TermsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Privacy policy · GradeAtlas</title>
      <meta
        name="description"
        content="What GradeAtlas collects, how it is used, who it is shared with, cookies, and how to opt out or have your data deleted."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Privacy policy</h1>
      <p className="mt-3 text-sm text-slate-700">Effective December 2024 · Updated June 2025</p>
      <p className="mt-6 text-lg leading-relaxed text-slate-700">
        This statement explains what information GradeAtlas collects, why, who may see it and the choices you have. By
        using GradeAtlas you agree to the practices it describes.
      </p>

      <nav aria-label="On this page" className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h2 className="text-sm font-semibold text-slate-900">On this page</h2>
        <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {[
            ["privacy-collect", "Information we collect"],
            ["privacy-use", "How we use it"],
            ["privacy-selling", "We do not sell lists"],
            ["privacy-sharing", "Sharing with trusted partners"],
            ["privacy-hosting", "Third-party hosting"],
            ["privacy-cookies", "Cookies and local storage"],
            ["privacy-choices", "Opting out and deletion"],
            ["privacy-children", "Children"],
            ["privacy-changes", "Changes to this statement"],
            ["privacy-contact", "Contact us"],
          ].map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className={linkClass}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="privacy-collect" title="Information we collect">
        <p>Depending on how you use GradeAtlas, we may collect:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>your name;</li>
          <li>your mailing address;</li>
          <li>your e-mail address;</li>
          <li>your phone number;</li>
          <li>your employer (for example, your institution or office) and your job title;</li>
          <li>
            billing details and card details when you pay for a plan (card details are entered with our payment
            processor; we do not keep full card numbers on our servers);
          </li>
          <li>anonymous demographic information, such as age, that does not identify you on its own.</li>
        </ul>
        <p>
          If you create an account, we also keep the calculations you choose to save (the courses, grades and any
          applicant name or ID you enter) so you can reopen them. Conversions you do not save are calculated in your
          browser and are not stored on our servers. Academic reports (PDF) are made in your browser too. When the app
          crashes, it sends us an error report (the error, the page it happened on and your browser type) so that we can
          fix it.
        </p>
      </Section>

      <Section id="privacy-use" title="How we use your information">
        <ul className="list-disc space-y-1 pl-5">
          <li>to provide GradeAtlas: your account, saved calculations, team and premium features;</li>
          <li>to answer your questions and requests for support;</li>
          <li>to send the e-mails you ask for, such as address confirmation, password resets and launch news;</li>
          <li>to bill subscriptions and manage plans;</li>
          <li>to improve GradeAtlas, using anonymous and aggregated information about how the site is used;</li>
          <li>to keep the service secure, for example by limiting repeated sign-in attempts.</li>
        </ul>
      </Section>

      <Section id="privacy-selling" title="We do not sell lists">
        <p>
          We do not sell, rent or trade our mailing lists or your personal information to anyone. Addresses you leave
          with us, for example to unlock the free toolkit or to hear when a product launches, are used only for that
          purpose.
        </p>
      </Section>

      <Section id="privacy-sharing" title="Sharing with trusted partners">
        <p>
          We share information with trusted partners only when they help us run GradeAtlas, for example to send e-mail,
          to process payments or to host the service. They may use it only to do that work for us, must keep it
          confidential, and may not use it for their own marketing. We may also disclose information when the law
          requires it.
        </p>
      </Section>

      <Section id="privacy-hosting" title="Third-party hosting">
        <p>
          GradeAtlas runs on servers and databases provided by third-party hosting companies. Your information is stored
          with them under their security measures and our agreements with them, and is not used by them for any other
          purpose.
        </p>
      </Section>

      <Section id="privacy-cookies" title="Cookies and local storage">
        <p>This site keeps what it stores to a minimum:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>A session cookie when you are signed in.</strong> It keeps you signed in and is removed when you
            sign out. It cannot be read by scripts on the page, and it is not used for advertising or tracking.
          </li>
          <li>
            <strong>Local storage in your browser</strong> for things that stay on your device: the draft of the
            transcript you are working on, the country you last chose (and your recent countries), whether you have
            already left your address for the free toolkit (the lead state), a count of the pages you visit, and your
            best streak in the training aid. None of this is sent to us. You can clear it at any time in your browser's
            settings.
          </li>
        </ul>
        <p>We do not use advertising cookies or third-party trackers.</p>
      </Section>

      <Section id="privacy-choices" title="Opting out and deletion">
        <p>
          You can opt out of our e-mails at any time, and ask us to correct or delete the personal information we hold
          about you, by writing to{" "}
          <a href={mailto("Privacy request")} className={linkClass}>
            {SUPPORT_EMAIL}
          </a>
          . We will act on your request and confirm when it is done.
        </p>
        <p>
          If you have an account, you can also delete it yourself in{" "}
          <Link to={paths.account} className={linkClass}>
            Account Settings
          </Link>
          . Deleting your account removes your profile, your saved calculations and the addresses you left with us.
          Account Settings also lets you download a copy of your data.
        </p>
      </Section>

      <Section id="privacy-children" title="Children">
        <p>
          GradeAtlas is not directed at children. We do not knowingly collect personal information from children under
          13. If you believe a child under 13 has given us personal information, write to us and we will delete it.
        </p>
      </Section>

      <Section id="privacy-changes" title="Changes to this statement">
        <p>
          When we change this statement we update the date at the top of this page. Significant changes are announced on
          the site or by e-mail to account holders.
        </p>
      </Section>

      <Section id="privacy-contact" title="Contact us">
        <p>Questions about this statement or your information are welcome:</p>
        <address className="rounded-lg border border-slate-200 bg-slate-50 p-4 not-italic text-slate-800">
          <p>
            <strong>Post:</strong> {POSTAL_ADDRESS}
          </p>
          <p className="mt-1">
            <strong>E-mail:</strong>{" "}
            <a href={mailto("Privacy question")} className={linkClass}>
              {SUPPORT_EMAIL}
            </a>
          </p>
          <p className="mt-1">
            <strong>Phone:</strong>{" "}
            <a href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, "")}`} className={linkClass}>
              {SUPPORT_PHONE}
            </a>
          </p>
        </address>
      </Section>
    </div>
  );
}
