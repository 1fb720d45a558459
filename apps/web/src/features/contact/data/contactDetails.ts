export type Office = { name: string; role: string; address: readonly string[]; phone: string };
export type Stat = { value: string; label: string };

export const contactDetails = {
  address: ['1200 Wilson Boulevard, Suite 400', 'Arlington, VA 22209', 'USA'],
  phone: '+1 (703) 555-0142',
  email: 'support@cashline.app',
  replyPromise: 'We reply to every message within 24 hours.',
} as const;

export const offices: readonly Office[] = [
  {
    name: 'Arlington',
    role: 'Headquarters',
    address: contactDetails.address,
    phone: contactDetails.phone,
  },
];

export const stats: readonly Stat[] = [
  { value: '10,000+', label: 'Happy Customers' },
  { value: '50+', label: 'Countries Served' },
  { value: '24/7', label: 'Support' },
];

export const messageTypes = [
  { value: 'support', label: 'Technical Support' },
  { value: 'sales', label: 'Sales Inquiry' },
] as const;
