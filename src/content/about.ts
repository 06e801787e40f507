import type { AboutCopy } from './types'

/** The body of /about-us: who we are, our group, leadership. */
export const aboutCopy: AboutCopy = {
  whoWeAre: {
    heading: 'Who We Are',
    paragraphs: [
      'We are a design and build studio, which means the people who draw your space are the people who deliver it. Designers, project engineers, estimators and site supervisors share one office in Business Bay, so a question raised on a villa site in Arabian Ranches at breakfast is answered by the designer who drew the detail before lunch. Nothing is lost in translation, because there is one team and one set of drawings.',
      'Behind the studio stand our own joinery workshop and site teams: carpenters, painters, gypsum and tiling specialists and supervisors who are used to working side by side. Wardrobes, kitchens, counters and wall panelling are built and finished in the workshop, then installed by the hands that made them. On site, our supervisors keep the programme moving, liaise with building management and leave every room tidy at the end of the day, which matters when a family is living upstairs or a neighbour is trading next door.',
      'Our clients include homeowners in villas and apartments across Dubai, restaurant groups, clinics, retailers, padel clubs and businesses moving into new offices from DIFC to Dubai Silicon Oasis. Whoever the client, the way we work is the same. You have one point of contact from the first site visit to handover. You see a transparent programme before work begins, with every stage and approval set out, and you hear from us each week as it progresses. We never ask for full payment up front, and every project carries a one-year warranty on workmanship, because we would rather come back and put something right than leave you to live with it.',
    ],
  },
  ourGroup: {
    heading: 'Our Group',
    paragraphs: [
      'Our studio belongs to a small group of UAE companies that share ownership, values and, quite often, projects. Each is a specialist in its own trade, and together they give us something an independent studio rarely has: direct access to fabrication, engineering and furnishing expertise, without the delays that come with a long chain of outside subcontractors.',
      'Every company in the group trades on its own and serves its own clients, but when a project calls for it we plan together from the very first meeting. A villa renovation in Jumeirah might draw on stone worktops cut in Al Quoz, air conditioning redesigned by our MEP colleagues and pendant lights chosen with the showroom team, all under one programme and still with a single point of contact at our studio.',
    ],
    companies: [
      {
        name: 'Areesh Stone & Metal Works',
        text: 'A fabrication workshop in Al Quoz Industrial Area that cuts marble, quartz and porcelain worktops and makes the steel, brass and bronze details our designs call for.',
      },
      {
        name: 'Qanat Building Services',
        text: 'An MEP contracting company that designs and installs air conditioning, plumbing, electrical and fire protection systems, and coordinates inspections and testing with the relevant authorities.',
      },
      {
        name: 'Fanous House',
        text: 'A furniture and lighting showroom on Al Wasl Road, sourcing sofas, rugs and decorative lighting from European and regional makers to complete the rooms we build.',
      },
    ],
  },
  leadership: {
    heading: 'Leadership',
    intro: 'Our studio is led by its founder, an architect who believes the best interiors are designed and built with the same care.',
    ceo: {
      name: 'Rania Sabbagh',
      role: 'Founder and Chief Executive Officer',
      biography: [
        'Rania Sabbagh trained and qualified as an architect before turning to interiors, and began her career drawing hotel lobbies, residential towers and retail podiums for large practices. That work taught her how buildings are put together, from structural grids and service risers to the way a corridor feels at the end of a long day.',
        'She has spent most of her working life in the Gulf, on projects in Dubai, Abu Dhabi, Doha and Muscat, first on the design side and then leading teams on site. She founded our studio after seeing too many good designs diluted somewhere between the drawing board and handover, and built a team in Business Bay where designers, engineers and craftspeople work a few steps from one another.',
        'Rania believes that a beautiful room which opens late, leaks or costs more than promised has failed its owner. She insists on honest estimates, details resolved before work begins and materials chosen for the Dubai climate, from veneers that tolerate constant air conditioning to finishes that stand up to the summer sun. She still visits our sites every week, and she judges a project less by its photographs than by whether the client calls us again.',
      ],
      portraitAlt:
        'Portrait of Rania Sabbagh, our founder, standing in our Business Bay studio beside a table of material samples, wearing a navy jacket and smiling towards the camera.',
    },
  },
}
