import type { LegalCopy } from '../types'

/** The website’s Privacy Policy: what the forms collect, why, and what visitors can ask of us. */
export const privacyCopy: LegalCopy = {
  intro: [
    '{company} is an interior design, fit-out and renovation studio based in Dubai. When this policy says “we”, “us” or “our”, it means {company}; “you” means anyone who visits our website or sends us a form through it.',
    'This policy explains what personal information we collect through {website} and its forms, why we collect it, how we use and protect it, and what you can ask us to do with it. It covers this website only, not other sites that link to it or that we link to.',
  ],
  sections: [
    {
      heading: 'Information we collect and why',
      paragraphs: [
        'You can read every page of this website without telling us who you are. We only collect personal information when you choose to send us a form, or, if you accept them, through the analytics and advertising tools described below. Each form asks only for what we need to deal with that request:',
      ],
      bullets: [
        'Quote request: your name, email, phone number, the type and location of your property, the work you have in mind, your budget range and timing. We use these to understand the project and prepare a realistic estimate.',
        'Consultation booking: your name, email, phone number, preferred date and time, and a short description of your space. We use these to arrange the meeting and come prepared.',
        'Newsletter sign-up: your email address, and your name if you give it. We use it to send you our newsletter and nothing else.',
        'Contact message: your name, email, phone number if you give it, and your message. We use these to answer you.',
        'Job application: your name, contact details, the role you are applying for, any covering note and the CV you upload. We use these to assess your application and contact you about it.',
        'Vendor registration: your company name, the name and contact details of the person registering, your trade or product category, trade licence details and the company profile you upload. We use these to assess whether your company could supply or work on our projects and to contact you when it could.',
      ],
    },
    {
      heading: 'Where your enquiry came from',
      paragraphs: [
        'When you send us a form, we also note how your visit reached us, so that we can see which of our pages, searches and campaigns bring us enquiries and spend our time and budget where they are useful. This record holds the page you arrived on, the website that referred you (its address only, such as google.com), any campaign tags in the link you followed (such as utm_source, utm_medium or utm_campaign) and, if you came from one of our advertisements, the click reference that Google, Meta or Microsoft added to its link.',
        'Your browser keeps these details in its session storage, not in a cookie, for the length of your visit only; they are gone when you close the tab. They reach us only with a form you choose to send, and we keep them with your enquiry, for as long as we keep the enquiry itself.',
      ],
    },
    {
      heading: 'Counting page views',
      paragraphs: [
        'To learn which pages are useful, we count how often each page is viewed. Each count records only the day, the page, the kind of source that brought the visit (for example a search engine or a campaign) and whether it was viewed on a phone, tablet or computer.',
        'Counting sets no cookie, and stores no IP address or any other identifier, so a count cannot be linked to you or to your other visits. The counts are kept as daily totals for the period given under “How long we keep your information”, then deleted.',
      ],
    },
    {
      heading: 'Analytics and advertising tools',
      paragraphs: [
        'With your consent, we may use tools from other companies to understand how the website is used and how our advertising performs: Google Tag Manager, which loads the other tools; Google Analytics, which measures visits and how people move through the site; and the Meta pixel, which measures the results of our advertisements on Facebook and Instagram and lets us show them to people who have visited us.',
        'These tools set their own cookies and send details of your visit, such as the pages you view, your IP address and your browser and device, to Google and Meta, which handle them under their own privacy policies and may process them outside the United Arab Emirates.',
        'None of them loads unless you accept it in the cookie banner shown on your first visit: until you answer, and if you decline, nothing is fetched from Google or Meta at all. If you withdraw your consent later, the tools already running on the page are told so at once. Your browser remembers your choice for six months, after which we ask again, and you can change it at any time from “Cookie settings” at the foot of every page.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'We do not sell, rent or trade your personal information, and we do not use it to build advertising profiles. If we ever wanted to use it for a purpose that is not related to the one you gave it for, we would ask you first.',
        'We use the information you send us for the purpose you sent it for, and for closely related purposes you would reasonably expect. In practice that means:',
      ],
      bullets: [
        'replying to your enquiry, preparing quotes and proposals, and arranging consultations and site visits;',
        'delivering a project you have agreed with us, including scheduling, updates and invoicing;',
        'sending the newsletter to people who have asked for it;',
        'considering job applicants and vendors, and keeping in touch with them about suitable openings;',
        'keeping the website working, secure and free from abuse;',
        'keeping records we need for accounting, tax and other legal requirements.',
      ],
    },
    {
      heading: 'When we share information without your consent',
      paragraphs: [
        'Your information is seen by the people at {company} who need it to handle your request. Any service provider we use may handle it only to provide its service to us, must keep it confidential and may not use it for its own purposes.',
        'We share your information outside the studio without asking you only in the following cases:',
      ],
      bullets: [
        'When the law requires it: for example, to comply with a court order, a request from a public authority or a legal obligation that applies to us under the laws of {jurisdiction}.',
        'To protect rights and safety: where we reasonably believe disclosure is needed to prevent fraud, protect the safety of any person, or protect the rights and property of {company}, our clients or the public.',
        'To service providers who act on our behalf: the company that hosts this website and its data, the provider that delivers our email and newsletter, and, where you pay for a service online, the payment provider that processes the payment.',
      ],
    },
    {
      heading: 'Log data',
      paragraphs: [
        'Like most websites, ours keeps a technical record each time a page is requested. This log data includes your IP address, the type and version of your browser and operating system, the pages you visited, the page that referred you to us, and the date and time of each request.',
        'We use log data to keep the website running, to find and fix errors, and to detect and block misuse such as automated spam or attacks on our forms. We do not use it to identify individual visitors, except where that is needed to investigate misuse.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'A cookie is a small text file that a website stores in your browser. This website sets one essential security cookie. It lets our forms check that a submission really came from a page on our site, which protects you and us against cross-site request forgery, where another site tries to send a form in your name. It holds a random value, not your personal details, and is not used to track you.',
        'We set no analytics or advertising cookies of our own. The analytics and advertising tools described above set cookies only if you accept them, and your choice in the cookie banner is kept in your browser’s local storage, not in a cookie.',
        'You can block or delete cookies in your browser’s settings, usually under privacy or security; your browser’s help pages explain how. The pages of this website will still display normally, but if the security cookie is blocked our forms cannot confirm that a submission is genuine, so you will not be able to send a quote request, booking, application or other form. In that case you can still reach us by email or phone.',
      ],
    },
    {
      heading: 'Emails and unsubscribing',
      paragraphs: [
        'If you send us a form, we will reply by email or phone about that request. These replies are part of dealing with what you asked for, and they stop when the matter is closed.',
        'If you sign up for our newsletter, we will send it to you until you tell us to stop. Every newsletter contains an unsubscribe link; one click removes you from the list. You can also email {email} and ask us to stop writing to you, about the newsletter or anything else, and we will do so promptly. We may keep your address on a short suppression list so that we do not add it again by mistake.',
      ],
    },
    {
      heading: 'How long we keep your information',
      paragraphs: [
        'We keep personal information only for as long as we need it for the purpose it was collected for, or for as long as the law requires. When we no longer need it, we delete it or make it anonymous.',
        'As a guide:',
      ],
      bullets: [
        'quote requests, consultation bookings and contact messages: {leadsKept} after we receive them, then deleted, unless they lead to a project;',
        'client and project records: for as long as accounting, tax and contract rules require;',
        'newsletter addresses: until you unsubscribe;',
        'job applications and CVs: {careerApplicationsKept} after the application, unless you ask us to delete them sooner;',
        'vendor registrations and company profiles: {vendorApplicationsKept} after the registration, unless you ask us to delete them sooner;',
        'the record of where an enquiry came from: for as long as we keep the enquiry;',
        'page-view counts: thirteen months;',
        'log data: a few months, unless needed to investigate a particular incident.',
      ],
    },
    {
      heading: 'Keeping your information secure',
      paragraphs: [
        'Everything you send through this website travels over an encrypted connection (HTTPS), so it cannot be read in transit. Inside the studio, access to personal information is limited to the staff who need it for their work: for example, only the people handling recruitment see job applications.',
        'CVs and company profiles are stored privately. They are not published, cannot be reached through a public web address, and are available only to authorised staff. No method of storage or transmission is completely secure, but we take reasonable care to protect your information and review our measures as our systems change.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can ask us to tell you what personal information we hold about you and to give you a copy of it; to correct anything that is inaccurate or incomplete; and to delete your information. We will act on these requests unless the law requires us to keep certain records, in which case we will explain why.',
        'To make a request, email {email}. We may ask you to confirm your identity before we act, so that we do not give your information to someone else. We aim to respond within thirty days.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when our website, our forms or the law change. Any new version will be published on this page with the date it was last updated, and it applies from that date. If a change significantly affects how we use information you have already given us, we will tell you before it takes effect where we are able to.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'If you have a question about this policy or how we handle your information, or want to make a request, you can write to us at our office at {address}, email {email} or call {phone}.',
      ],
    },
  ],
}
