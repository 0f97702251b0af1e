/** The Privacy Policy as markdown; `{{email}}` is replaced by the configured support address. */
export const PRIVACY_POLICY = `
IdeaPilot ("IdeaPilot", "we", "us") provides an AI assistant that helps founders develop business ideas through a chat and an idea canvas. This Privacy Policy explains what personal data we collect when you use the IdeaPilot website and application (the "Service"), why we collect it, how long we keep it and the choices and rights you have.

## 1. Who is responsible

IdeaPilot is the controller of the personal data described in this policy. You can reach us about anything in this policy at [{{email}}](mailto:{{email}}).

## 2. Who the Service is for

The Service is intended only for discussing and developing **business ideas**, and only for people who are **18 years of age or older**. We do not knowingly collect personal data from anyone under 18. If you believe a minor has given us personal data, write to us and we will delete it.

## 3. What we collect

**Account data.** Your first and last name, e-mail address and password (stored only as a one-way hash). If you sign in with Google, we receive your name, e-mail address and Google account identifier from Google; we do not receive your Google password.

**Content you provide.** The messages you send in the chat, the names you give your sessions, and the idea canvases and other material the Service generates from them ("Chats").

**Usage and technical data.** Log records created when you use the Service: IP address, browser and device type, the pages and features used, timestamps, error reports and security events such as sign-ins.

**Billing data.** Your plan, token balance and usage, and your transaction history. Card payments are handled by our payment processor; we never see or store your full card number.

**Consent records.** Whether and when you accepted these policies and your cookie choices.

## 4. How we use your data

We use personal data to:

- create and secure your account and sign you in;
- provide the Service: answer your messages, build your idea canvas and keep your sessions;
- meter token usage and process payments for paid plans;
- send service e-mails such as address verification, password resets and receipts;
- keep the Service safe, prevent abuse and enforce our Terms of Service;
- understand how the Service is used and improve it, including our AI models as described in section 5;
- comply with legal obligations.

Where the law requires a legal basis, we rely on performing our contract with you, our legitimate interests in running and improving a secure service, your consent (for analytics and marketing cookies) and our legal obligations.

## 5. Chats and model improvement

To make IdeaPilot better, we may use Chats to evaluate and improve our AI models and prompts. We limit access to the people and providers who need it for this work, and we do not sell Chats.

Customers on an **Enterprise plan** can opt out of the use of their Chats for model improvement by e-mailing [{{email}}](mailto:{{email}}) from an account administrator's address. The opt-out applies to Chats from the date we confirm it.

Do not enter sensitive personal data (for example health, political, religious or financial details about yourself or others) into the chat. The Service is for business ideas only.

## 6. AI and service providers

We share personal data only with providers that help us run the Service, under contracts that require them to protect it and to use it only on our instructions: hosting and database providers, AI model providers that process your messages to generate replies, e-mail delivery, payment processing and, if you allow it, analytics. We may also disclose data when the law requires it, to protect the rights and safety of our users or the public, or as part of a merger or acquisition, in which case this policy continues to apply.

## 7. Cookies and analytics

We use **essential** cookies and local storage to keep you signed in, protect your account and remember your choices. These are always on because the Service cannot work without them.

With your permission we also use:

- **Analytics**: privacy-friendly usage statistics (Plausible or Google Analytics, when configured) that tell us which features are used. The analytics script is not loaded until you allow analytics.
- **Marketing**: cookies that measure which campaigns bring people to IdeaPilot.

You choose with the cookie banner when you first visit, and you can change your choice at any time with **Cookie Settings** in the footer.

## 8. How long we keep data

- **Account data** and **Chats** are kept while your account exists. When you delete a session, its chat and canvas are deleted with it.
- **Logs** are kept for **30 to 180 days**, depending on their purpose (for example, short-lived request logs versus security logs), and are then deleted or anonymised.
- **Billing records** are kept as long as tax and accounting law requires.

After you delete your account we delete or anonymise your personal data within 30 days, except where we must keep it by law.

## 9. Your rights

Depending on where you live, you have the right to:

- **access** the personal data we hold about you and receive a copy (**Export my data** on the Profile page);
- **correct** inaccurate data (you can change your name on the Profile page);
- **delete** your data and your account (**Delete my account** on the Profile page);
- **restrict** or **object to** certain processing, including processing based on our legitimate interests;
- **port** your data to another service;
- **withdraw consent** at any time, for example with Revoke Consent or Cookie Settings in the footer, without affecting processing that already took place.

You can export your data and delete your account yourself, on the Profile page. To exercise any other of these rights, or if you cannot sign in, e-mail [{{email}}](mailto:{{email}}). We answer within 30 days and may need to verify your identity first. You may also complain to your local data protection authority.

## 10. Security

We protect your data with encryption in transit, hashed passwords, encrypted provider keys, access controls and monitoring. No service is perfectly secure; if a breach affects your personal data we will tell you as the law requires.

## 11. International transfers

We and our providers may process data in the United States and other countries. Where required, we use appropriate safeguards such as standard contractual clauses.

## 12. Changes to this policy

We may update this policy. If a change is material, we will tell you in the Service or by e-mail before it takes effect, and ask for your consent again where the law requires it.

## 13. Contact

Questions or requests about your privacy: [{{email}}](mailto:{{email}}).
`;
