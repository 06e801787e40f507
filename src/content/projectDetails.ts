/** What some case studies carry beyond their description (SPEC §2.7), by slug. */

/** The case studies the demo marks 'featured' (the home page shows them). */
export const featuredProjectSlugs: readonly string[] = [
  'irmg-office-jlt-dubai',
  'modern-villa-design-and-renovation-jumeirah-park',
  'villa-renovation-mudon',
  'just-padel-yas-village-abu-dhabi',
  'motor-city-hmc-clinic',
  'makani-restaurant-sharjah',
]

export const projectFactsCopy: Record<string, { completionTime: string; requirements: string; construction: string; materials: string[] }> = {
  'irmg-office-jlt-dubai': {
    completionTime: '45 days',
    requirements:
      'An open-plan workspace, private offices for management, a meeting room, a pantry and a reception, planned around the existing building services and approved by the landlord and DMCC.',
    construction:
      'Drywall partitions with glass fronts, new ceilings and lighting, HVAC and power adjustments, flooring and finishes, with approvals, construction and snagging run in parallel.',
    materials: [
      'Wall paint',
      '90x90 cm ceramic tiles',
      '10 mm tempered glass',
      'Parquet',
      'Sliding and swing glass doors',
      'Drywall',
    ],
  },
}

/** The four selling points of the villa renovation video case study. */
export const videoCaseStudy = {
  slug: 'arabella-2-mudon-villa-renovation',
  sellingPoints: [
    {
      title: 'Personalized, collaborative design',
      text: 'Every room starts with how the family lives. We sketch, sample and refine with you until the plan fits your routines and your taste.',
    },
    {
      title: 'Complete project management',
      text: 'One team handles community NOCs, Dubai Municipality permits, trades and deliveries, with a weekly update and one person to call.',
    },
    {
      title: 'Expert craftsmanship and modern luxury',
      text: 'Kitchens, wardrobes and wall panelling come from our own joinery workshop, finished to the standard of the villas we design.',
    },
    {
      title: 'Sustainable, future-ready solutions',
      text: 'LED lighting, efficient fittings and durable materials chosen for the UAE climate keep running costs down and the home looking new.',
    },
  ],
}

/** The demo videos committed in src/content/seed/videos, with what they show. */
export const demoVideos: Record<string, { file: string; title: string; width: number; height: number }> = {
  'wall-cladding-services-nad-al-sheba': {
    file: 'cladding-nad-al-sheba.mp4',
    title: 'Oak slat cladding going up on a villa wall in Nad Al Sheba',
    width: 640,
    height: 360,
  },
  'arabella-2-mudon-villa-renovation': {
    file: 'villa-arabella-mudon.mp4',
    title: 'A walk through the renovated living room of the Arabella 2 villa in Mudon',
    width: 640,
    height: 400,
  },
}

/** What the demo gallery photos of a case study show, by sector (the alt text adds the project's name). */
export const galleryScenes: Record<string, string[]> = {
  residential: [
    'living room with oak floor and linen sofa',
    'kitchen island in quartz with pendant lights',
    'master bedroom with upholstered headboard wall',
    'walk-in shower with large-format porcelain',
    'dining area beside full-height sliding doors',
    'fitted wardrobes in matt lacquer',
    'guest bathroom with floating vanity',
    'staircase with under-stair storage',
    'balcony with timber decking and planters',
    'TV wall with fluted panels and hidden lighting',
    'children’s room with built-in desk',
    'entrance hall with console and mirror',
  ],
  commercial: [
    'reception desk with backlit logo wall',
    'open-plan workspace under acoustic ceiling',
    'glass-fronted meeting room',
    'manager’s office with parquet floor',
    'pantry with tiled splashback',
    'corridor with sliding glass doors',
    'breakout area with lounge seating',
    'boardroom with oak table and screen wall',
  ],
  retail: [
    'shopfront and entrance at night',
    'lit wall display of frames on glass shelves',
    'central island display',
    'service counter with curved front',
    'consultation room with controlled lighting',
    'fitting area with mirror wall',
  ],
  hospitality: [
    'dining room with banquette seating',
    'bar counter with brass details',
    'washroom with stone vanity and mirrors',
    'private dining room with pendant lights',
    'entrance and host stand',
    'terrace seating under shade',
  ],
  healthcare: [
    'reception and waiting area',
    'consultation room with wipe-clean finishes',
    'treatment room with medical-grade flooring',
    'corridor with handrails and clear signage',
    'nurse station',
    'accessible washroom',
    'paediatric waiting corner',
    'sterile store with stainless shelving',
  ],
  'sports-and-leisure': [
    'padel court under the lights',
    'reception and club shop',
    'changing rooms with timber benches',
    'viewing lounge beside the courts',
    'themed escape room set',
    'corridor with graphic wall',
    'café counter for players',
  ],
}
