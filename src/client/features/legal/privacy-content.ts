import type { LegalDocument } from './legal-types';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'January 15, 2025',
  intro:
    'Cruise Companion helps you plan upcoming cruises and remember the ones you’ve already sailed. This policy explains what information the app collects, why it’s needed, how it’s protected and the choices you have. We’ve tried to keep it short and in plain English, because your trust matters more to us than legal fine print.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        'Cruise Companion is open-source software. In this policy, “we”, “us” and “the operator” mean the person or organisation running the Cruise Companion service you’re using, who is responsible for your data.',
        'Your data is stored in the operator’s own database and storage. It isn’t sent to the authors of the open-source project or to any central Cruise Companion server.',
        'If you have any questions about this policy or your data, you can reach us at privacy@cruisecompanion.app.',
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      paragraphs: [
        'We only collect what the app needs to work. Most of it is information you choose to enter yourself.',
      ],
      bullets: [
        'Account details: your email address, your name and, if you sign in with a password, a securely hashed version of that password.',
        'Sign-in provider details: if you sign in with Google or another OpenID Connect provider, we receive your email address, your name and a unique account identifier from that provider. We never see your password for that account.',
        'Security questions: if you set up password recovery by security questions, we store the questions you chose and hashed versions of your answers.',
        'Profile information: your hometown, bio, avatar and cover photo, if you choose to add them.',
        'Cruise content: the cruises you plan and log, including itineraries, checklists, packing lists, excursions, ratings, journal entries and photos.',
        'Technical information: a session cookie that keeps you signed in, and your IP address, which is kept briefly to protect the service from abuse.',
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'How we use your information',
      paragraphs: [
        'We use your information to run Cruise Companion for you: to sign you in, to store and show your cruises, to calculate your personal statistics and countdowns, and to display your public profile if you turn it on.',
        'We use your email address only to help you recover your account. The only emails the app sends are password reset links, so you won’t receive newsletters or marketing from us.',
        'Where privacy laws such as the GDPR apply, we rely on the following legal bases: providing the service you asked for (performance of a contract), keeping the service safe and secure (our legitimate interests), and your consent for the details you choose to add to your public profile, which you can withdraw at any time by removing them.',
        'We don’t use your information for advertising, we don’t build marketing profiles about you, and we never sell your data.',
      ],
    },
    {
      id: 'public-profile',
      heading: 'Your public profile',
      paragraphs: [
        'Your profile page is public: anyone with its link can see your name, hometown, bio, avatar, cover photo, cruise list and statistics. Only fill in what you are happy to share.',
        'Your email address, password, security answers, checklists, packing lists and journal entries are not shown on your public profile.',
        'You can change or remove any of these details at any time from Edit Profile, or delete your account. Please keep in mind that we can’t control copies that others may have made while they were visible.',
        'The cruise ship directory is also public, but it contains information about ships, not about you.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'Cruise Companion uses a single cookie: a strictly necessary session cookie that keeps you signed in. It’s marked HttpOnly, so scripts running in your browser can’t read it, and it expires after 30 days without activity.',
        'Because this cookie is essential for signing in, it doesn’t require a consent banner. We don’t use advertising, tracking or analytics cookies of any kind.',
        'Signing out removes your session. You can also clear cookies in your browser at any time, although you’ll then need to sign in again.',
      ],
    },
    {
      id: 'storage-and-security',
      heading: 'How we store and protect your data',
      paragraphs: [
        'Your account and cruise data are stored in the operator’s own database, which is either PostgreSQL or an embedded database on the server.',
        'Photos you upload are stored on the server’s disk or in an S3-compatible storage bucket chosen by the operator. Before they’re stored, every image is re-encoded and its metadata is removed, including GPS location and other EXIF details such as the camera model and the time a photo was taken.',
        'Passwords are hashed with argon2id, a modern algorithm designed to resist cracking, and your security question answers are hashed too. This means nobody, including the operator, can read your password or your answers.',
        'No system is perfectly secure, but we take reasonable technical and organisational measures to protect your data. Please choose a strong, unique password and keep your sign-in details to yourself.',
      ],
    },
    {
      id: 'sharing-your-information',
      heading: 'When we share information',
      paragraphs: [
        'We don’t sell, rent or trade your personal data, and we don’t share it with advertisers. Information is shared only in the limited situations below.',
      ],
      bullets: [
        'Hosting and storage providers that the operator uses to run the server, database or photo storage, acting only on the operator’s instructions.',
        'An email delivery service, used only to send the password reset links you request.',
        'Google or another OpenID Connect provider, if you choose to sign in with them. Their own privacy policies apply to the data they hold about you.',
        'Anyone who views your public profile page, which shows only the profile details and cruise summaries listed above.',
        'Authorities or other parties, when we’re required to by law or when it’s necessary to protect the rights, safety or security of our users or the service.',
      ],
    },
    {
      id: 'data-retention',
      heading: 'How long we keep your data',
      paragraphs: [
        'We keep your account and cruise data for as long as your account exists. You can edit or remove individual items, such as a cruise, a journal entry or a photo, whenever you like.',
        'When you delete your account, we delete your profile together with your cruises, photos and everything stored under them. If the operator keeps backups, copies may remain there for a limited time until they’re overwritten.',
        'IP addresses used for rate limiting are kept only briefly and are not used to identify or track you. Password reset links expire after one hour.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'Wherever you live, we want you to stay in control of your data. Depending on the law that applies to you, including the GDPR, you may have the following rights.',
        'You can view, edit and delete most of your information directly in the app. For anything else, email privacy@cruisecompanion.app and we’ll respond within one month, or sooner where the law requires.',
      ],
      bullets: [
        'Access: ask for a copy of the personal data we hold about you.',
        'Rectification: correct information that is inaccurate or incomplete.',
        'Erasure: delete your account and data, or ask us to do it for you.',
        'Portability: receive your data in a structured, commonly used, machine-readable format.',
        'Objection and restriction: object to, or ask us to limit, certain uses of your data.',
        'Withdrawing consent: remove the optional details on your profile, such as your bio, hometown or social links, at any time.',
        'Complaint: lodge a complaint with a data protection supervisory authority, for example in the country where you live or work.',
      ],
    },
    {
      id: 'international-users',
      heading: 'Users around the world',
      paragraphs: [
        'Cruise Companion can be used by travellers anywhere in the world. Your data is stored wherever the operator runs the server and storage, which may be in a different country from yours.',
        'Where data is transferred across borders, we take steps to make sure it stays protected in line with this policy and the privacy laws that apply to you.',
      ],
    },
    {
      id: 'age-requirement',
      heading: 'Age requirement',
      paragraphs: [
        'You must be at least 16 years old to create an account. Cruise Companion isn’t intended for children, and we don’t knowingly collect personal data from anyone under 16.',
        'If you believe a child under 16 has created an account, please contact us and we’ll delete it.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes to this policy and how to contact us',
      paragraphs: [
        'We may update this policy from time to time, for example when we add new features. When we do, we’ll change the “Last updated” date above, and if the changes are significant, we’ll let you know in the app.',
        'If you have questions, requests or concerns about your privacy, please email privacy@cruisecompanion.app. We’re happy to help.',
      ],
    },
  ],
};
