import type { PostCopy } from '../types'

/** Home renovation posts for villa and apartment owners in Dubai: planning, rooms, finishes and services. */
export const residentialPosts: PostCopy[] = [
  {
    url: 'villa-renovation-checklist-before-you-call-a-contractor',
    title: 'A villa renovation checklist before you call a contractor',
    publishedAt: '2024-02-01',
    metaTitle: 'Villa renovation checklist: before you call a contractor',
    metaDescription:
      'Planning a villa renovation in Dubai? Our checklist covers goals, budget, approvals, timing and the questions to settle before a contractor visits.',
    imageAlt: 'A homeowner reviewing floor plans and sample boards at a dining table in an Arabian Ranches villa',
    intro: [
      'Most villa renovations that go wrong do so long before the first wall comes down. The brief was vague, the budget was a guess, or nobody checked what the community allows. The good news is that a few hours of honest preparation will save you weeks later, and it will make every conversation with a contractor sharper and more useful.',
      'Whether you own a townhouse in Mudon or a larger villa in Jumeirah, this is the checklist we would hand to a friend before they pick up the phone.',
    ],
    sections: [
      {
        heading: 'Decide what the renovation is really for',
        paragraphs: [
          'Start with the reason, not the finishes. Are you preparing the villa for a growing family, for a sale, for a long-term tenant, or for the next fifteen years of your own life? Each answer leads to different priorities. A family home needs durable surfaces and more storage; a property for rent needs finishes that survive turnover; a forever home can justify the bespoke joinery and the better stone.',
          'Write down the three things that annoy you most about the villa today. A dark kitchen, a bathroom that never quite drains, bedrooms that stay warm in August. That short list usually becomes the heart of the brief.',
        ],
      },
      {
        heading: 'The checklist to work through',
        paragraphs: [
          'Before anyone visits, gather as much of the following as you can. None of it needs to be perfect; it simply needs to exist.',
        ],
        bullets: [
          'The original floor plans and any drawings from previous alterations',
          'A realistic budget range, with a contingency of roughly ten to fifteen per cent held back',
          'A list of must-haves and nice-to-haves, room by room',
          'Photos or references of interiors you like, and a few you dislike',
          'Your preferred timing, including dates you need to be in or out of the house',
          'Known problems: damp patches, tired air conditioning, tripping circuits, slow drains',
          'The community or master developer’s guidelines for alterations and contractor access',
        ],
      },
      {
        heading: 'Approvals, access and the community',
        paragraphs: [
          'Most Dubai communities have rules about what can change and when work can happen. Structural changes, extensions, external works and anything that alters the façade usually need approval from the developer or the relevant authority, and the paperwork can take longer than homeowners expect. Interior refreshes tend to be simpler, but contractor passes, working hours and skip placement still need arranging.',
          'A good contractor will guide you through this, but it helps to know early whether your ideas sit inside or outside the rules. Knocking through an internal wall is a very different conversation from adding a room on the roof.',
        ],
      },
      {
        heading: 'Be honest about time and money',
        paragraphs: [
          'A typical villa renovation takes three to six months from start to handover, and major works can run to a year or more. Design and approvals add time before that. If you need the house ready for a new school year, count backwards and be realistic about what fits.',
          'On budget, resist the urge to hide the real number. A contractor who knows your range can suggest where to spend and where to save; one who is guessing will either over-design or quote something that cannot be built for the price. We never ask for full payment up front, and we would encourage you to be wary of anyone who does.',
        ],
      },
      {
        heading: 'What to ask when the contractor arrives',
        paragraphs: [
          'Ask who will manage the project day to day, how changes are priced, what the payment stages look like and what warranty covers the work. We give a one-year warranty on our workmanship, and we think every homeowner should expect something in writing. Ask to see a similar villa they have finished, ideally in a community like yours.',
          'With your checklist in hand, the first site visit becomes a working session rather than a sales pitch, and the quote you receive will be far closer to the villa you actually want.',
        ],
        link: { label: 'See our villa renovation service', href: '/villa-renovation-companies-dubai' },
      },
    ],
  },
  {
    url: 'kitchen-layouts-for-dubai-family-life',
    title: 'Kitchen layouts that work for Dubai family life',
    publishedAt: '2024-06-11',
    metaTitle: 'Kitchen layouts that work for Dubai family life',
    metaDescription:
      'Islands, galleys, L-shapes and the show-and-work kitchen: how to plan a family kitchen in a Dubai villa or apartment that copes with real daily life.',
    imageAlt: 'A light oak kitchen island with bar stools and pendant lights in an Arabian Ranches villa',
    intro: [
      'A family kitchen in Dubai does more than cook dinner. It hosts the school-morning rush, the weekend brunch, the relatives who arrive for Eid and the helper who needs room to work while the children do homework at the counter. A layout that looks beautiful in a brochure can fall apart under that kind of traffic.',
      'Here is how we think about kitchen layouts for the way families here actually live.',
    ],
    sections: [
      {
        heading: 'Start with how the kitchen is used',
        paragraphs: [
          'Before choosing a shape, we ask who cooks, how often and what kind of food. A household that fries and grills daily needs serious extraction and surfaces that shrug off heat and oil. A family that mostly assembles breakfasts and reheats dinners can prioritise seating and open space.',
          'We also ask who else is in the room. If a nanny or housekeeper prepares meals while the family gathers, two people need to work without colliding, and the sink, hob and fridge must not all sit on one narrow path.',
        ],
      },
      {
        heading: 'Layouts that earn their place',
        paragraphs: [
          'Most family kitchens we design fall into one of a few patterns, each with its own strengths.',
        ],
        bullets: [
          'The island kitchen: a social hub for villas in Arabian Ranches or Damac Hills, with prep space facing the living area',
          'The L-shape with a table: efficient in townhouses and ideal when you want to eat in the kitchen itself',
          'The galley: compact and fast to cook in, well suited to apartments in JLT or Dubai Marina',
          'The show kitchen with a separate back kitchen: a clean front for guests and a working room for heavy cooking',
          'The U-shape: plenty of worktop and storage when there is no room for an island',
        ],
      },
      {
        heading: 'The two-kitchen idea',
        paragraphs: [
          'Many larger villas in Jumeirah and Emirates Hills already have a closed kitchen behind an open one, and it remains one of the smartest plans for local life. The open kitchen stays calm, with a coffee machine, a small hob and a beautiful island. The closed kitchen takes the strong smells, the big pots and the deep-fat fryer, with robust extraction and easy-clean finishes.',
          'If your villa lacks a second kitchen, a well-ventilated utility or pantry can do part of the job. Even a tall larder with a dedicated worktop and sink keeps the main kitchen presentable when guests arrive unannounced.',
        ],
      },
      {
        heading: 'Storage, surfaces and the climate',
        paragraphs: [
          'Families buy in bulk, so plan deep drawers for pans and tall pull-out larders for dry goods rather than endless wall cupboards. Drawers are easier for children to reach and for everyone to see into. Keep a landing space beside the fridge and the oven; it sounds minor, but it is the first thing people miss.',
          'For worktops, quartz and porcelain handle heat, stains and daily wear well. Natural stone is lovely but needs sealing and care. Cabinet boxes should be moisture resistant, especially around the sink and dishwasher, because humidity and small leaks find weak board quickly. Good extraction ducted to the outside matters more here than almost anywhere, and it keeps cooking smells out of the rest of the house when the windows stay shut through summer.',
        ],
      },
      {
        heading: 'Plan the lighting and the power early',
        paragraphs: [
          'Under-cabinet lighting for tasks, pendants over the island and soft ambient light for evenings turn a kitchen into a room you want to stay in. Sockets on the island, a charging drawer and enough circuits for modern appliances should be decided before the joinery is drawn, not after. A thoughtful layout built with care will outlast every trend in colour and handle.',
        ],
        link: { label: 'Explore our kitchen renovation service', href: '/kitchen-renovation-companies-in-dubai' },
      },
    ],
  },
  {
    url: 'bathroom-renovation-waterproofing-matters-more-than-tiles',
    title: 'Bathroom renovation: why waterproofing matters more than tiles',
    publishedAt: '2024-10-23',
    metaTitle: 'Bathroom renovation: why waterproofing comes first',
    metaDescription:
      'Beautiful tiles cannot save a bathroom that leaks. Why waterproofing, falls and testing deserve the attention in a Dubai bathroom renovation.',
    imageAlt: 'A walk-in shower with large-format stone-effect porcelain and a linear drain in a Dubai Marina apartment',
    intro: [
      'When homeowners show us their bathroom mood boards, they are full of tiles: large-format marble effects, handmade zellige, warm terrazzo. We love them too. But the part of a bathroom that decides whether it lasts ten years or two is the layer nobody sees, hidden under the tiles and behind the walls.',
      'Waterproofing is not glamorous, and that is exactly why it gets rushed. Here is why it deserves your attention first.',
    ],
    sections: [
      {
        heading: 'What goes wrong when it is skipped',
        paragraphs: [
          'Grout and tiles are not waterproof. Water finds its way through hairline gaps, soaks into the screed and the wall behind, and travels. In a villa, that can mean swollen skirting in the corridor, damp patches on the ceiling below and mould in a wardrobe next door. In an apartment, it can mean a leak into your neighbour’s home and an uncomfortable conversation with building management.',
          'By the time the damage shows, the only real fix is to strip the bathroom back and start again. The cost of doing the waterproofing properly the first time is small by comparison.',
        ],
      },
      {
        heading: 'What proper waterproofing involves',
        paragraphs: [
          'A good waterproofing job is a system rather than a single product. Each step depends on the one before it.',
          'When you compare quotes, ask each contractor which membrane they use, how many coats they apply, how high it runs up the shower walls and whether they flood test. A vague answer tells you a great deal. The detail should be written into the scope, not left to whoever happens to be on site that day.',
        ],
        bullets: [
          'Removing old finishes down to a sound, clean substrate',
          'Forming the floor with a correct fall towards the drain, so water never sits',
          'Sealing corners, pipe penetrations and drains with reinforcing tape and collars',
          'Applying a membrane across the floor and up the walls, higher still in the shower zone',
          'Allowing each coat to cure fully, which takes patience in humid weather',
          'Flood testing the floor before any tile is laid, and checking underneath for leaks',
        ],
      },
      {
        heading: 'Why the Dubai climate raises the stakes',
        paragraphs: [
          'Bathrooms here see long, hot showers and high humidity, and when the air conditioning cycles on and off, condensation follows. Many buildings also have older drainage or shared stacks that are unforgiving of poor connections. Add a walk-in shower with a frameless screen, which sends more water across the floor than a tray ever did, and the membrane is doing real work every single day.',
          'Ventilation matters as much as the membrane. An extract fan that actually pulls air out of the room, sized for the space and wired to run on after the light is switched off, keeps moisture from settling in the grout, the ceiling and the joinery.',
        ],
      },
      {
        heading: 'Then, and only then, the tiles',
        paragraphs: [
          'Once the substrate is sound and tested, the choice of finish becomes genuinely about taste. Porcelain is practical and comes in beautiful large formats with fewer grout lines. Natural stone looks wonderful but needs sealing and gentle cleaning. Epoxy grout in wet zones resists stains and mould far better than standard cement grout.',
          'A smaller bathroom renovation usually takes two to four weeks, and larger or more complex rooms can take six to eight weeks or more. Much of that time goes into the layers you will never see, and we would not want it any other way. Every bathroom we complete carries our one-year warranty on workmanship, and the waterproofing is the part we are proudest of.',
        ],
        link: { label: 'See our bathroom renovation service', href: '/bathroom-renovations-dubai' },
      },
    ],
  },
  {
    url: 'renovating-an-apartment-in-a-dubai-tower',
    title: 'Renovating an apartment in a tower: NOCs, rules and working hours',
    publishedAt: '2025-02-13',
    metaTitle: 'Renovating a tower apartment: NOCs and working hours',
    metaDescription:
      'Planning work in a Dubai Marina, JLT or Business Bay apartment? How building management, NOCs, working hours and neighbours shape your renovation.',
    imageAlt: 'A protected lift lobby and corridor outside an apartment under renovation in a Business Bay tower',
    intro: [
      'Renovating an apartment in a tower is a different exercise from renovating a villa. The work inside your walls may be similar, but everything around it, from getting materials up forty floors to keeping the noise down, is governed by the building. Get that side right and the project runs smoothly. Get it wrong and a crew can be turned away at the door.',
      'Here is what owners in Dubai Marina, JLT, Business Bay and Downtown should expect before the first tile comes off.',
    ],
    sections: [
      {
        heading: 'Building management comes first',
        paragraphs: [
          'Every tower has a management company or owners’ association with its own rules for alterations. Before any work begins, you will usually need a no-objection certificate from building management, and for some changes, approval from the master developer or the relevant authority as well. Tenants also need the landlord’s written consent before anything else.',
          'The application normally asks for a description of the works, drawings for anything beyond cosmetic changes, contractor details and insurance, and sometimes a refundable deposit. Each building sets its own requirements, so the first step is always to ask for the current fit-out or renovation guide.',
        ],
      },
      {
        heading: 'What the building will want to know',
        paragraphs: [
          'Requirements vary, but most applications touch on the same points. Having them ready speeds things up considerably.',
        ],
        bullets: [
          'The scope of work, room by room, and whether walls, wet areas or services are affected',
          'Drawings for changes to layouts, plumbing, electrics or air conditioning',
          'The contractor’s trade licence, insurance and a list of the workers who need access passes',
          'The planned start date and duration of the works',
          'How debris will be removed and how common areas will be protected',
          'Any changes to the balcony, front door or anything visible from outside',
        ],
      },
      {
        heading: 'Working hours, lifts and neighbours',
        paragraphs: [
          'Towers usually restrict noisy work to set hours on weekdays, with quieter periods or no work at all at weekends and on public holidays. Some buildings tighten hours further during Ramadan. Drilling and demolition often have their own window, and a crew that ignores it risks being stopped for the day.',
          'Deliveries go through the service lift, often by booking, and materials must be moved with lift protection and floor covering in the corridors. We plan deliveries around those slots, bring in large items such as stone slabs or worktops in sizes the lift can take, and keep the landing clean every evening. A short, friendly note to the neighbours before work starts goes a long way too.',
        ],
      },
      {
        heading: 'What you can and cannot change',
        paragraphs: [
          'Inside an apartment, many owners can replace kitchens, bathrooms, flooring and joinery, and refresh paint and lighting with relatively simple approval. Moving wet areas, touching structural walls, altering fire systems or changing the façade are far more restricted, and some buildings will not allow them at all. Fan coil units and ducting are often shared infrastructure, so air conditioning changes need particular care.',
          'Planning within those limits is where good design earns its keep. A clever joinery wall or a reworked kitchen can transform an apartment without ever moving a drain.',
          'A built-in wardrobe, new lighting and a considered palette will often do more for daily life than the wall you first wanted to remove.',
        ],
        link: { label: 'See our apartment interior design service', href: '/apartment-interior-design' },
      },
      {
        heading: 'Allow time for the paperwork',
        paragraphs: [
          'Approvals can take anything from a few days to several weeks depending on the building and the scope. We prepare the documents, liaise with building management on your behalf and only start once the paperwork is in place, so the work, once begun, is not interrupted.',
        ],
      },
    ],
  },
  {
    url: 'flooring-for-the-dubai-climate',
    title: 'Flooring for the Dubai climate: wood, engineered wood, porcelain or stone',
    publishedAt: '2025-06-04',
    metaTitle: 'Flooring for the Dubai climate: wood, porcelain or stone',
    metaDescription:
      'Solid wood, engineered wood, porcelain or natural stone? How each floor copes with Dubai heat, humidity, sand and air conditioning, and where each works.',
    imageAlt: 'Wide engineered oak planks meeting a pale porcelain floor at the edge of a living room in a Mudon villa',
    intro: [
      'Flooring is one of the biggest decisions in any renovation. It covers every room, it is costly to change and it sets the mood of the whole home. In Dubai, the choice also has to cope with conditions that floors in cooler countries never face: fierce summer heat, humidity that rises and falls with the air conditioning, and fine sand that walks in on every pair of shoes.',
      'Here is an honest look at the four materials homeowners ask us about most.',
    ],
    sections: [
      {
        heading: 'Solid wood: beautiful, but demanding',
        paragraphs: [
          'Nothing quite matches the warmth of a solid wood floor, and it can be sanded and refinished many times over its life. The trouble is movement. Solid timber expands and contracts as humidity changes, and a home that swings between closed-up summer air conditioning and open doors in winter asks a lot of it. Gaps, cupping and squeaks are the usual complaints.',
          'Solid wood can work in well-controlled interiors, installed by specialists who acclimatise the boards properly, but it is rarely our first suggestion for ground floors or rooms near the garden.',
        ],
      },
      {
        heading: 'Engineered wood: the practical favourite',
        paragraphs: [
          'Engineered boards have a real hardwood top layer bonded to a stable core, so they look and feel like solid wood while moving far less. They suit underfloor installation methods, go down faster and are much more forgiving in our climate. A thicker wear layer means the surface can be sanded and refinished at least once or twice.',
          'For bedrooms, living rooms and apartments in Dubai Marina or Downtown, engineered oak in a matt or oiled finish is the floor we specify most often. Keep it away from wet areas and use good mats at doors to stop sand acting like sandpaper underfoot.',
        ],
        link: { label: 'Explore our wooden flooring service', href: '/wooden-flooring-in-dubai' },
      },
      {
        heading: 'Porcelain and natural stone',
        paragraphs: [
          'Porcelain is the workhorse of Dubai homes for good reason. It is cool underfoot, shrugs off water and sand, and now comes in convincing wood, concrete and marble effects in very large formats with slim grout lines. It is ideal for kitchens, bathrooms, ground floors, and for terraces when you choose an outdoor-rated, slip-resistant finish.',
          'Natural stone such as marble, limestone or travertine brings depth and character that porcelain only imitates. It is heavy, needs sealing and some care, and softer stones mark easily, but in a formal reception room or entrance hall in a Jumeirah villa it can be breathtaking.',
        ],
      },
      {
        heading: 'How to choose, room by room',
        paragraphs: [
          'Most homes end up with a mix, and that is usually the right answer. Our rough guide looks like this.',
        ],
        bullets: [
          'Entrances, kitchens and ground floors that meet the garden: porcelain or sealed stone',
          'Living rooms and bedrooms: engineered wood for warmth underfoot',
          'Bathrooms and laundries: porcelain with proper waterproofing beneath',
          'Formal reception rooms: natural stone where the budget and care allow',
          'Terraces and pool decks: outdoor-rated porcelain or stone with a textured surface',
        ],
      },
      {
        heading: 'Preparation decides the result',
        paragraphs: [
          'Whichever floor you choose, the screed underneath must be level, dry and sound. Moisture testing before laying wood, correct expansion gaps at walls and thresholds, and a suitable underlay are what separate a floor that lasts from one that lifts after its first summer. The material gets the attention, but the preparation does the work.',
          'Think about the joins as well. Where wood meets porcelain, a neat flush threshold looks far better than a raised strip, and it only happens when both floors are planned to the same finished level from the start. A little thought at the drawing stage saves an awkward trim later.',
        ],
      },
    ],
  },
  {
    url: 'painting-in-heat-and-humidity',
    title: 'Painting in heat and humidity: preparation, paints and timing',
    publishedAt: '2025-09-21',
    metaTitle: 'Painting in Dubai heat and humidity: what works',
    metaDescription:
      'Heat and humidity change how paint behaves. How to prepare walls, choose the right paints and time interior and exterior painting work in Dubai.',
    imageAlt: 'A decorator rolling a warm white finish onto a prepared wall in a bright Al Barsha villa living room',
    intro: [
      'Paint is the quickest way to change how a home feels, and in Dubai it is also one of the easiest jobs to get subtly wrong. Paint that dries too fast in the heat leaves lap marks. Paint applied over damp or dusty walls peels within a season. Exterior colours that looked perfect on a sample card fade within a couple of summers.',
      'The secret is less about the brand on the tin and more about preparation, product choice and timing.',
    ],
    sections: [
      {
        heading: 'Preparation is most of the job',
        paragraphs: [
          'A professional painter spends more time preparing than painting, and that is exactly how it should be. Dust and fine sand settle on every surface here, even indoors, and paint will not bond to them. Cracks need opening, filling and sanding; old gloss needs keying; stains from water or smoke need a stain-blocking primer or they will bleed through the new colour.',
          'Our crews work through the same sequence on almost every project.',
        ],
        bullets: [
          'Protecting floors, joinery and furniture, and masking switches and fittings',
          'Cleaning walls and removing dust, grease and loose material',
          'Filling cracks and holes, then sanding smooth',
          'Checking for damp and fixing its cause before painting over it',
          'Priming bare plaster, repairs and stained areas',
          'Applying two finish coats with proper drying time between them',
        ],
      },
      {
        heading: 'Choosing the right paints',
        paragraphs: [
          'Inside, a quality water-based emulsion with low odour suits most rooms, and it lets families stay at home during the work. Matt finishes hide imperfections in walls beautifully, while washable matt or eggshell suits hallways, children’s rooms and anywhere that sees fingerprints. Kitchens and bathrooms want a moisture- and mould-resistant formulation.',
          'Outside, the sun is brutal on colour. Exterior paints made for high UV and heat hold their colour far longer, and elastomeric coatings can bridge small cracks in rendered walls. Deep, saturated colours fade fastest and absorb more heat, which is one reason the community palettes in places like Arabian Ranches lean towards soft, sandy tones. Check what your community allows before choosing an exterior colour.',
          'Doors, skirting and joinery deserve their own product. A durable water-based satin or eggshell enamel resists knocks and cleaning far better than wall paint, and it avoids the yellowing and strong smell of older solvent-based gloss.',
        ],
      },
      {
        heading: 'Timing around the weather',
        paragraphs: [
          'For exterior painting, the cooler months from roughly October to April are by far the best. In high summer, walls in direct sun can become too hot for paint to cure properly, and it skins over before it has levelled. When summer work cannot wait, we paint shaded elevations at the right time of day and follow the sun around the building.',
          'Humidity matters as much as heat. On muggy mornings, condensation can form on exterior walls, and paint applied over it will struggle to adhere. Indoors, keeping the air conditioning running steadily during and after painting helps each coat dry evenly and keeps the finish consistent.',
        ],
      },
      {
        heading: 'A finish that lasts',
        paragraphs: [
          'A well-prepared interior should look fresh for years, with only touch-ups in busy areas. Ask your painter to leave a labelled tin of each colour so small marks can be repaired without a visible patch. A small investment in preparation and the right product saves you repainting every other summer.',
          'Finally, test colours on the wall rather than trusting a small chip. The same warm white can look crisp in a north-facing Marina apartment and almost yellow in a sunlit villa lounge, so look at samples in the morning, the afternoon and under your own lights at night.',
        ],
        link: { label: 'See our painting service', href: '/painting-services' },
      },
    ],
  },
  {
    url: 'lighting-a-home-in-layers',
    title: 'Lighting a home in layers: ambient, task and accent light',
    publishedAt: '2025-12-02',
    metaTitle: 'Lighting a home in layers: ambient, task and accent',
    metaDescription:
      'Why a grid of downlights is rarely enough. How to layer ambient, task and accent light so every room in your Dubai home works by day and by night.',
    imageAlt: 'A living room in a Damac Hills villa lit by a cove, floor lamps and picture lights at dusk',
    intro: [
      'Walk into many new apartments and villas and you will find the same ceiling: a neat grid of downlights, all on one switch. It lights the room, but it flattens everything in it. Faces look tired, textures vanish and the space feels the same at midday as it does at midnight.',
      'Good lighting works in layers, each doing a different job. Once you plan them together, a home starts to feel calm, warm and far more considered.',
    ],
    sections: [
      {
        heading: 'The three layers',
        paragraphs: [
          'Lighting designers talk about three kinds of light, and most rooms need all of them.',
        ],
        bullets: [
          'Ambient light: the general, even glow that lets you move around safely',
          'Task light: focused light where you cook, read, work or do your make-up',
          'Accent light: light that picks out art, joinery, texture or a favourite piece',
          'Decorative light: pendants and lamps that are beautiful objects in their own right',
        ],
      },
      {
        heading: 'Ambient light without the glare',
        paragraphs: [
          'Ambient light does not have to come from the ceiling. Concealed LED strips in a cove, light washing down a wall or bouncing off a joinery unit create a soft, indirect glow that is easy on the eye. Where downlights are needed, fewer, better-placed fittings with deep-set, anti-glare optics are far more comfortable than a dense grid.',
          'Colour temperature matters enormously. Warm white light, around 2700 to 3000 kelvin, suits living spaces and bedrooms. Cooler light belongs in utility rooms and garages rather than anywhere you relax. A good colour rendering index makes skin, timber and fabric look natural rather than grey.',
        ],
      },
      {
        heading: 'Task and accent light room by room',
        paragraphs: [
          'In kitchens, under-cabinet strips light the worktop where downlights would cast your own shadow over it. Pendants above an island add task light and a focal point at once. In bathrooms, light from either side of the mirror is far kinder than a single spot overhead. By the bed, a reading light that does not disturb your partner is a small luxury worth planning in.',
          'Accent light is where a home gains character. A picture light over a painting, a wash across a stone feature wall, an uplight into a palm in the courtyard or a glow inside a glass-fronted cabinet gives the eye somewhere to rest. In the evening, switching off the ambient layer and leaving only accents on transforms a room.',
        ],
        link: { label: 'Discover our residential interior design', href: '/residential-interior-design' },
      },
      {
        heading: 'Controls and the Dubai daylight',
        paragraphs: [
          'Our daylight is intense, and many homes rely on blinds and sheers for much of the day. Interior lighting has to work with that: brighter layers for a shaded afternoon, softer scenes for evening. Dimmers on every main circuit, or a simple scene control system, let one room move from bright family lunch to quiet late dinner at the press of a button.',
          'Plan the wiring before the ceilings go up and before the joinery is built. Adding a cove or a cabinet light later usually means cutting into finished work, while planning it early costs very little.',
        ],
      },
      {
        heading: 'Start with how you live',
        paragraphs: [
          'The best lighting plans begin with questions rather than fittings. Where do you read? Where does the family gather at night? What do you want to see first when you open the front door? Answer those, and the layers almost design themselves.',
          'If you are renovating, bring lighting into the conversation at the very beginning, alongside the layout and the joinery. It is one of the least expensive parts of a project to get right, and one of the most noticeable when it is wrong.',
        ],
      },
    ],
  },
  {
    url: 'small-apartment-storage-and-space-saving-ideas',
    title: 'Small apartments: storage and space-saving ideas that really work',
    publishedAt: '2026-04-15',
    metaTitle: 'Small apartment storage and space-saving ideas',
    metaDescription:
      'Making a studio or one-bedroom apartment in Dubai feel larger: built-in storage, multi-purpose furniture, clever layouts and the details that help.',
    imageAlt: 'A floor-to-ceiling white oak storage wall with a fold-down desk in a JLT studio apartment',
    intro: [
      'A compact apartment in JLT, Dubai Marina or Business Bay can be a wonderful place to live, with views, amenities and a short commute. What it rarely has is enough storage. Suitcases, sports kit, the vacuum cleaner and a growing collection of shoes all compete for the same few cupboards, and the living room slowly fills with things that have nowhere else to go.',
      'The answer is rarely more furniture. It is smarter, built-in storage and a layout that lets every square metre do more than one job.',
    ],
    sections: [
      {
        heading: 'Build storage into the walls',
        paragraphs: [
          'Freestanding furniture wastes space at the sides, behind and above every piece. Fitted joinery runs from floor to ceiling and wall to wall, capturing volume that would otherwise hold only dust. A full-height wardrobe wall in the bedroom, or a storage wall in the living room with a slot for the television, can hold more than several freestanding units while looking calmer.',
          'Keep fronts simple and handle-free, in a colour close to the wall, and the joinery almost disappears. Push-to-open doors, integrated lighting and a mix of closed and open shelving make a storage wall feel like architecture rather than furniture.',
        ],
        link: { label: 'See our custom closets and cabinets', href: '/custom-closets-cabinets' },
      },
      {
        heading: 'Space-saving ideas we use often',
        paragraphs: [
          'Every apartment is different, but a few ideas solve problems in almost all of them. The trick is to decide what needs a home before anything is drawn, from the ironing board to the bulky winter coats you wear twice a year.',
        ],
        bullets: [
          'A bed with lift-up storage beneath for suitcases and seasonal bedding',
          'A fold-down desk in a cabinet that closes away the working day',
          'A bench seat in the dining nook with drawers or lift-up lids',
          'Tall, shallow cupboards in corridors for cleaning kit and the vacuum',
          'Mirrored wardrobe doors or panels to bounce light and double the sense of depth',
          'Wall-hung vanities and toilets that free up visible floor in small bathrooms',
        ],
      },
      {
        heading: 'Let rooms do two jobs',
        paragraphs: [
          'In a studio or one-bedroom home, few rooms can have a single use. The dining table becomes the desk; the living room hosts guests overnight. Plan for that from the start: an extending table, a quality sofa bed or a cabinet that hides a printer and files. Sliding or pocket doors instead of hinged ones free up the floor space a swinging door would sweep.',
          'Zoning with rugs, lighting and furniture placement helps too. A pendant over the table and a floor lamp by the sofa create two distinct areas in one open room without building a single wall.',
          'Balconies count as well. With a weatherproof storage bench and a small folding table, a balcony in the cooler months becomes an extra room for morning coffee, and it keeps outdoor cushions and kit out of the living room for the rest of the year.',
        ],
      },
      {
        heading: 'Light, colour and restraint',
        paragraphs: [
          'Small rooms feel larger when the eye can travel. Continuous flooring throughout, pale walls, sheer curtains that keep the view and furniture raised on slim legs all help. Keep the palette tight, with two or three materials repeated, rather than a different idea in every corner.',
          'Restraint matters most. Good storage only works when it is not already full on the first day, so a thoughtful clear-out before the joinery is measured is time well spent. Tenants should remember that built-in joinery usually needs the landlord’s consent and sometimes building approval, so agree it before anything is fixed to the walls.',
        ],
      },
    ],
  },
  {
    url: 'upgrading-an-older-villa-services-before-finishes',
    title: 'Upgrading an older villa: electrics, plumbing and AC before finishes',
    publishedAt: '2026-08-22',
    metaTitle: 'Upgrading an older villa: services before finishes',
    metaDescription:
      'In an older Dubai villa, the electrics, plumbing and air conditioning deserve attention before new finishes. What to check and why order matters.',
    imageAlt: 'Opened ceilings with new air conditioning ducts and cable trays in an older Jumeirah villa under renovation',
    intro: [
      'Older villas in Jumeirah, Umm Suqeim, Al Barsha and the early phases of the Springs and Meadows have a lot going for them: generous plots, mature gardens and established neighbourhoods. Many also have electrics, plumbing and air conditioning that have been patched for twenty years or more.',
      'It is tempting to start with the kitchen and the marble. Our advice is to start with what you cannot see, because a beautiful finish laid over tired services will eventually have to be broken open again.',
    ],
    sections: [
      {
        heading: 'Why services come first',
        paragraphs: [
          'Renovation has a natural order. Walls and ceilings are opened, services are replaced, surfaces are closed and only then are the finishes applied. Reverse it, and the new ceiling comes down when the air conditioning ducts need replacing, or the new bathroom tiles are lifted to reach a corroded pipe.',
          'Doing the services first also lets your design change freely. If you want an island with a hob, a new en suite or lighting in the joinery, the cables and pipes can go exactly where they are needed.',
        ],
      },
      {
        heading: 'What we check in an older villa',
        paragraphs: [
          'Our survey of an older home usually covers the same ground before we talk about finishes.',
        ],
        bullets: [
          'The main distribution board, its capacity and its protective devices',
          'The condition of wiring, sockets and circuits, and any signs of overheating',
          'Water supply pipes, valves and any history of leaks or low pressure',
          'Drainage runs, gullies and how well wet areas actually drain',
          'Water heaters and the hot water supply to distant bathrooms',
          'Air conditioning units, ducting, insulation and condensate drainage',
          'Damp, cracks and any signs of movement in walls and slabs',
        ],
      },
      {
        heading: 'Electrics and plumbing',
        paragraphs: [
          'Homes built a generation ago were not designed for today’s loads: induction hobs, multiple large fridges, home offices, car chargers and a television in every room. An overloaded board trips, and undersized circuits run warm. Upgrades should be designed and carried out by qualified, licensed people, and major changes may need approval from the relevant authority.',
          'Old pipes can corrode, scale up and fail at joints, often inside walls where leaks stay hidden for months. Replacing supply pipework while walls are open, adding isolation valves for each wet area and checking the falls on drains saves a great deal of trouble later.',
        ],
      },
      {
        heading: 'Air conditioning deserves a plan of its own',
        paragraphs: [
          'In our climate, air conditioning is not a comfort extra; it is what makes a villa habitable for half the year. Older systems are often noisy, inefficient and badly zoned, with ducts that leak cool air into the ceiling void. Replacing units, resizing and sealing ducts, insulating properly and improving condensate drains can transform comfort and running costs. Plan the grilles with the ceiling design, so they sit neatly rather than wherever the old ones happened to be.',
          'Sand and dust are hard on older systems too. Accessible filters, sensible access panels in the new ceilings and a regular maintenance plan keep the new installation running efficiently, and they spare you from cutting into finished plasterwork every time a unit needs attention.',
        ],
      },
      {
        heading: 'Budget and timing',
        paragraphs: [
          'Services work is less visible than a new kitchen, so set aside part of the budget for it from the start. A typical villa renovation takes three to six months, and projects involving major services or structural work can run to a year or more. It is time well invested: once the bones are sound, the finishes can be enjoyed for years without fear.',
        ],
        link: { label: 'See our renovation services', href: '/renovation-services' },
      },
    ],
  },
]
