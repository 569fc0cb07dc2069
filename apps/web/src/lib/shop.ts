export const SHOP_NAME = 'ClearSpring Water';

export const shopContact = {
  phone: '+1 (832) 555-0147',
  phoneHref: 'tel:+18325550147',
  email: 'support@clearspring.example',
  city: 'Cypress, Texas',
} as const;
