import type { LegalCopy } from '../types'

/** Terms and conditions for using the website and paying for services through it. */
export const termsCopy: LegalCopy = {
  intro: [
    'These terms and conditions set out the rules for using {website} and the services {company} (‘we’, ‘us’, ‘our’) offers through it. They form a binding agreement between you and us. By visiting the site, sending us a form or paying online, you accept these terms. If you do not agree with them, please stop using the site straight away.',
    'Some pages, such as a quote form or a payment page, may carry their own supplementary terms or notices. Those form part of this agreement. We may revise these terms when our services or the law change, and will publish the revised version here. Using the site after a change means you accept it.',
  ],
  sections: [
    {
      heading: 'Our services',
      paragraphs: [
        '{company} is an interior design, fit-out and renovation studio in Dubai. On the site you can read about our work and services, request a quote, book a consultation, sign up for our newsletter, apply for a job, register as a vendor and, for some services, pay online.',
        'The site is not aimed at anyone in a country where publishing or using its content would be against local law. If you use it from outside the United Arab Emirates, you do so by your own choice and you are responsible for complying with the laws that apply where you are.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'Unless we say otherwise, we own, or use under licence, everything on the site: its text, project photographs, drawings, renderings, videos, graphics, logos, trade marks and software, and the way they are arranged. Copyright, trade mark and other intellectual property laws in the UAE and elsewhere protect them.',
        'You may view pages, and download or print them, for your own personal and non-commercial use, for instance to share a project you like or to prepare your brief. Any other copying, republishing, selling, adapting or exploiting of the site or its content needs our prior written permission. These terms do not transfer any of our rights to you.',
      ],
    },
    {
      heading: 'Your commitments',
      paragraphs: ['By using the site, you confirm that:'],
      bullets: [
        'you are 18 years of age or older and able to enter into a binding agreement;',
        'everything you tell us in a form, email or message is true, accurate, current and complete, and you will correct it promptly if it changes;',
        'you will not reach the site through bots, scripts or other automated tools, other than an ordinary browser or search engine;',
        'you will use the site only for lawful purposes and in line with these terms and every law that applies to you.',
      ],
    },
    {
      heading: 'Products and services',
      paragraphs: [
        'We try to describe our design, fit-out and renovation services, and any products we offer such as furniture, fittings, finishes or samples, as accurately as we can. Photographs and renderings show a space or item as it looked at one moment; colours and textures can look different on screen, and natural materials such as stone and timber vary from piece to piece.',
        'Descriptions, timelines and figures on the site are general guidance, not an offer. The scope, price and programme of a project are fixed only by a written proposal or contract signed by both sides, which prevails over the site. We may change or withdraw any product or service at any time.',
      ],
    },
    {
      heading: 'Purchases and payment',
      paragraphs: [
        'Where a product or service can be paid for online, payment is made on the site through our payment provider, using the methods it shows at checkout. Your card details go to the provider and are not stored by us.',
        'You agree to give complete and accurate purchase and billing details, including your name, email address and billing address, and to update them promptly if they change. Prices are in UAE dirhams and include VAT where it applies, unless stated otherwise. We may change prices at any time, but a change will not affect an order we have already confirmed. We may decline or cancel an order, for example if a price was shown in error or we suspect fraud, and will refund any amount already taken.',
      ],
    },
    {
      heading: 'Returns and refunds',
      paragraphs: [
        'All sales are final and no refunds are given, with one exception. If a product reaches you damaged, you must report it to us at {email} within 2 hours of receiving it, with your order details and clear photographs of the damage and the packaging.',
        'We will review your report and, if we confirm the damage, repair or replace the product or refund its price. We cannot accept a report made more than 2 hours after delivery or sent without photographs. Nothing in this section removes a right you have under UAE consumer protection law that cannot be excluded by agreement.',
      ],
    },
    {
      heading: 'Prohibited activities',
      paragraphs: [
        'Use the site only for the purposes we offer it for. You must not:',
      ],
      bullets: [
        'copy or harvest data or content from the site to build a database, directory or rival service;',
        'deceive us or anyone else, or try to obtain information you are not entitled to;',
        'get round, switch off or interfere with the site’s security features;',
        'send false, misleading, abusive or spam submissions through our forms;',
        'upload viruses, malicious code or anything else that could damage the site or its visitors;',
        'copy, decompile or reverse engineer the site’s software;',
        'pretend to be another person or business, or use someone else’s details without their consent;',
        'harass, threaten or abuse our staff;',
        'use the site to advertise or sell goods or services;',
        'use the site in any way that breaks the law.',
      ],
    },
    {
      heading: 'User contributions',
      paragraphs: [
        'The site does not let visitors publish content: there are no user accounts, comments, reviews or forums. What you send through our forms, such as a project brief, a CV or a company profile, comes to us privately and is never shown on the site. We handle it under our privacy policy.',
        'Please send only material you have the right to share, and nothing that is unlawful, offensive or confidential to someone else.',
      ],
    },
    {
      heading: 'Feedback',
      paragraphs: [
        'If you send us ideas, suggestions, comments or other feedback about the site or our services, we may use and share it for any lawful purpose, without paying or crediting you. Feedback is not treated as confidential, and we are under no duty to act on it. You keep any rights you have in it; you simply give us a free, permanent and worldwide right to use it.',
        'This does not cover the personal data in your message, which our privacy policy governs, or the drawings and documents you send for a particular project, which we use only for that project.',
      ],
    },
    {
      heading: 'Third-party websites and content',
      paragraphs: [
        'The site may link to other websites, such as social media platforms, suppliers and our payment provider, and may show material from them, such as embedded maps or videos. We do not control those websites and are not responsible for their content, accuracy, privacy practices or availability. A link is not an endorsement of the website or of anything sold there.',
        'Once you leave our site, these terms stop applying, and the other website’s own terms and privacy policy govern your use of it. Any purchase you make from a third party is between you and that third party.',
      ],
    },
    {
      heading: 'Site management',
      paragraphs: [
        'We may, but do not have to, monitor the site for breaches of these terms. We may take whatever legal action we think appropriate against anyone who breaks these terms or the law, including reporting them to the authorities. We may also, at our discretion and without notice, restrict or withdraw access to all or part of the site, remove files that are too large or place a burden on our systems, and take any other step needed to protect our rights and keep the site working properly.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: [
        'We take the privacy and security of your data seriously. Our privacy policy, at /privacy-policy, explains what personal data we collect through the site, why we collect it and what rights you have. It forms part of these terms, and by using the site you agree to it.',
        'The services are hosted in Dubai, United Arab Emirates. If you use them from a region whose data protection laws differ from those of the UAE, your data will be transferred to Dubai and stored and processed there. By continuing to use the services, you consent to that transfer and processing.',
      ],
    },
    {
      heading: 'Term and termination',
      paragraphs: [
        'These terms apply for as long as you use the site. We may, at our discretion, without notice and without liability to you, deny you access to the site, including by blocking your IP address, whether because you have broken these terms or the law or for any other reason. We may also delete, without warning, any content or information you have sent us.',
        'If we end your access, you must not register or use the site again, whether under your own name, a false or borrowed name, or the name of another person or business, even if you are acting for them. We may also take civil, criminal or injunctive action against you.',
      ],
    },
    {
      heading: 'Changes and interruptions',
      paragraphs: [
        'We may change, update or remove any content on the site, or any part of the site itself, at any time and without notice, and we are not obliged to keep any information up to date.',
        'We cannot promise that the site will always be available. Maintenance, hardware or software faults, network problems and events beyond our control can cause errors, delays or downtime, and we may suspend or close the site or any feature of it. We are not liable for any loss or inconvenience caused by the site being changed, interrupted or unavailable, and nothing in these terms obliges us to maintain or support it.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms, your use of the site and any dispute or claim arising from either are governed by and interpreted under the laws of {jurisdiction}, wherever you live.',
        'If the law of the country where you live gives you a protection that cannot be removed by agreement, nothing in these terms takes that protection away from you. How disputes are settled is set out in the next section.',
      ],
    },
    {
      heading: 'Dispute resolution',
      paragraphs: [
        'If a dispute arises between you and us about these terms or the site, we both first try to settle it by informal negotiation, started by written notice from either side. Neither may begin arbitration until 30 days after that notice.',
        'A dispute still unresolved after those 30 days will be finally decided by binding arbitration before an international commercial arbitration court in Brussels, Belgium, conducted in English.',
        'Every dispute is decided for the parties individually. No dispute may be joined with another, brought as a class action or pursued in a representative capacity for anyone else.',
        'The following do not need negotiation or arbitration: disputes to enforce or protect either side’s intellectual property rights; claims of theft, piracy, invasion of privacy or unauthorised use; and claims for injunctive relief.',
      ],
    },
    {
      heading: 'Corrections',
      paragraphs: [
        'The site may contain typing errors, inaccuracies or omissions, including in descriptions of our services and products, prices, availability and project details. We may correct any error and change or update any information at any time, without notice. If you notice a mistake, we would be grateful if you let us know at {email}.',
      ],
    },
    {
      heading: 'Disclaimer',
      paragraphs: [
        'The site and its content are provided as they are and as available, and you use them at your own risk. To the extent the law allows, we give no warranty, express or implied, about the site, including as to its quality, fitness for a particular purpose, accuracy or completeness, or that of any website linked to it.',
        'In particular, we are not responsible for errors or omissions in content; damage to property or equipment resulting from your use of the site; unauthorised access to our servers or the data held on them; interruption of the site; or viruses or harmful code passed to it by others. Articles, guides and design ideas on the site are general inspiration, not professional advice for your own space.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, neither we nor our directors, employees or agents are liable to you for any indirect, consequential, special or punitive loss, including loss of profit, revenue, data or opportunity, arising from your use of the site, even if we were told that such loss was possible.',
        'Our total liability for any claim connected with the site is limited to the amount you paid us through the site for the product or service the claim concerns. Some laws do not allow these limits; where such a law applies to you, they may not apply in full. Liability under a signed project contract is governed by that contract.',
      ],
    },
    {
      heading: 'Indemnity',
      paragraphs: [
        'You agree to defend {company} and our officers, employees and agents against, and to compensate us for, any claim, demand, loss, damage or liability, including reasonable legal costs, brought or incurred by a third party because of your use of the site, your breach of these terms or of the commitments you give in them, or your infringement of anyone else’s rights, including intellectual property rights.',
        'We may, at your cost, take sole control of the defence of any such claim, and you agree to cooperate with us in it. We will make reasonable efforts to tell you of any such claim once we become aware of it.',
      ],
    },
    {
      heading: 'Your data',
      paragraphs: [
        'We keep the data you send us through the site, such as your form submissions, so that we can run the site and respond to you, and we back it up routinely. You remain responsible for the data you send and for everything you do on the site, so please keep your own copies of any brief, drawing, CV or document you share with us.',
        'We are not liable for any loss or corruption of that data, and you give up any claim against us for such loss or corruption.',
      ],
    },
    {
      heading: 'Electronic communications and signatures',
      paragraphs: [
        'When you visit the site, complete a form or send us an email, you are communicating with us electronically, and you agree that we may reply in the same way. Every agreement, notice and other message we send you by email or on the site satisfies any legal requirement for it to be in writing.',
        'You agree to the use of electronic signatures, contracts, orders and other records, and to receiving notices, policies and records of transactions made through the site or by email in electronic form. Where the law allows, you waive any requirement for an original signature, for records kept on paper, or for payment by non-electronic means.',
      ],
    },
    {
      heading: 'General',
      paragraphs: [
        'These terms, our privacy policy and any supplementary terms posted on the site make up the whole agreement between you and us about the site. For a particular project, a signed contract takes precedence over these terms.',
        'If we do not enforce a right straight away, we have not given it up. We may transfer our rights and obligations under these terms to someone else. If a court finds any part of these terms unlawful or unenforceable, that part is removed and the rest continues to apply. These terms do not create a partnership, joint venture, employment or agency relationship between you and us, and they will not be read against us just because we wrote them.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'If you have a question or a complaint about the site or these terms, or would like more information about using the site, please get in touch. Tell us your name and what your message is about so that we can help you quickly.',
      ],
      bullets: ['{company}', '{address}', 'Phone: {phone}', 'Email: {email}'],
    },
  ],
}
