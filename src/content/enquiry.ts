/** The closing enquiry block every service page shares. */
export const sharedEnquiry = {
  heading: 'Let’s talk about your space',
  text: 'Ask for a free quotation, send us a message on WhatsApp or call the studio. A designer replies within one working day.',
}
