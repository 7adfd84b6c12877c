import type { LegalDocument } from './legal-types';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: 'January 15, 2025',
  intro:
    'Welcome aboard Cruise Companion! These terms explain the rules for using the service, what you can expect from us and what we expect from you. Please read them carefully, because by creating an account or using Cruise Companion you agree to them.',
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      paragraphs: [
        'Cruise Companion is open-source software. In these terms, “we”, “us” and “the operator” mean the person or organisation running the Cruise Companion service you’re using, and “you” means you as a user of that service.',
        'These terms cover your use of the service. The source code itself is covered by its own open-source licence, which these terms don’t change.',
        'Our Privacy Policy explains how we handle your personal data and forms part of these terms.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who can use Cruise Companion',
      paragraphs: [
        'You must be at least 16 years old to create an account and use Cruise Companion.',
        'Cruise Companion is available to travellers worldwide. You’re responsible for making sure that your use of the service is allowed under the laws that apply to you.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      paragraphs: [
        'You can sign in with an email address and password, with your Google account or with another OpenID Connect provider. Please give accurate information when you register and keep it up to date.',
        'You’re responsible for keeping your password, security question answers and sign-in provider account safe, and for everything that happens under your account. If you think someone else has gained access, change your password and contact us straight away.',
        'If you forget your password, you can recover your account by answering your security questions or by using a reset link sent to your email address, which is valid for one hour.',
      ],
    },
    {
      id: 'the-service',
      heading: 'The service',
      paragraphs: [
        'Cruise Companion helps you plan cruises with itineraries, checklists, packing lists, excursions and a countdown, keep a logbook of past cruises with photos, ratings and a journal, view your personal statistics and, if you wish, share a public profile.',
        'We’re always working to improve the service, so features may be added, changed or removed over time. We’ll try to give reasonable notice of changes that significantly affect you.',
        'We aim to keep Cruise Companion available and reliable, but we can’t promise that it will always be uninterrupted or free of errors. We recommend keeping your own copies of anything important, such as favourite photos.',
      ],
    },
    {
      id: 'travel-information',
      heading: 'Travel information and your responsibilities',
      paragraphs: [
        'The cruise ship directory and any other cruise facts in the app are provided for general information only. They may be incomplete or out of date, so please don’t rely on them when making travel decisions.',
        'Cruise Companion is not affiliated with, endorsed by or sponsored by any cruise line, shipping company or travel provider. Cruise line and ship names are trademarks of their respective owners and are used only to identify them.',
        'You remain fully responsible for your own travel arrangements, including passports, visas, health requirements, insurance, bookings and excursions. Always check the latest details with your cruise line, travel agent and official government sources before you travel.',
        'Checklists, packing lists and countdowns are there to help you stay organised, but they’re not a guarantee that you’ve got everything you need.',
      ],
    },
    {
      id: 'your-content',
      heading: 'Your content',
      paragraphs: [
        'Everything you add to Cruise Companion, such as your journal entries, ratings, photos and profile details, remains yours. We don’t claim ownership of your content.',
        'To run the service, you give us a worldwide, non-exclusive, royalty-free licence to store, copy, process and display your content, for example to resize your photos and show your cruises back to you. If you make your profile public, this licence also covers displaying your name, hometown, bio, avatar, cover photo, cruise list and statistics to anyone who visits it.',
        'This licence is used only to provide the service to you, and it ends when you delete the content or your account, apart from any backup copies that remain for a limited time.',
        'Please only upload content you have the right to share. You’re responsible for your content, including photos of other people, so make sure they’re happy for you to upload them.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: [
        'We want Cruise Companion to be a friendly and safe place for every traveller. When you use the service, you agree not to do any of the following.',
      ],
      bullets: [
        'Upload or share content that is unlawful, hateful, harassing, sexually explicit, violent or that infringes someone else’s rights, such as their copyright or privacy.',
        'Impersonate another person or organisation, or misrepresent your connection with them.',
        'Scrape, crawl or harvest data from the service, including public profiles and the ship directory, by automated means without our permission.',
        'Attack, probe, overload or disrupt the service, bypass rate limits or security measures, or try to access accounts or data that aren’t yours.',
        'Upload viruses, malware or any other harmful code.',
        'Use the service to send spam or for any other fraudulent or misleading purpose.',
      ],
    },
    {
      id: 'termination',
      heading: 'Ending your account',
      paragraphs: [
        'You can stop using Cruise Companion and delete your account at any time from your account settings. Deleting your account permanently removes your cruises, photos and everything stored under them, and this can’t be undone.',
        'We may suspend or close your account, or remove content, if you seriously or repeatedly break these terms, if we’re required to by law, or if it’s necessary to protect other users or the service. Where reasonable, we’ll tell you why and give you a chance to respond.',
        'We may also decide to stop running the service. If we do, we’ll try to give you reasonable notice so that you can save anything you want to keep.',
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer',
      paragraphs: [
        'Cruise Companion is provided “as is” and “as available”. To the fullest extent permitted by law, we make no warranties of any kind, whether express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy or non-infringement.',
        'Some countries don’t allow certain warranties to be excluded, so some of these exclusions may not apply to you.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'To the fullest extent permitted by law, we won’t be liable for any indirect, incidental, special or consequential losses, or for any loss of data, profits, bookings or travel plans, arising from your use of or inability to use Cruise Companion.',
        'To the extent we are liable, our total liability to you for any claim relating to the service is limited to the amount you’ve paid us for it, if anything, in the twelve months before the claim.',
        'Nothing in these terms limits or excludes any liability that can’t be limited or excluded by law, such as liability for fraud, or any rights you have as a consumer under the laws of the country where you live.',
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time, for example to reflect new features or changes in the law. When we do, we’ll change the “Last updated” date above, and if the changes are significant, we’ll let you know in the app before they take effect.',
        'If you keep using Cruise Companion after the changes take effect, you accept the updated terms. If you don’t agree with them, you can delete your account at any time.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'If you have questions about these terms or need help with your account, please email support@cruisecompanion.app.',
        'For questions about your personal data or privacy, please email privacy@cruisecompanion.app. We’re always happy to hear from fellow cruisers.',
      ],
    },
  ],
};
