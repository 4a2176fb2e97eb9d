/** The styles offered everywhere a style is picked (search chips, the request form), common ones first. */
export const commonStyles = [
  'Fine line',
  'Blackwork',
  'Traditional',
  'Neo-traditional',
  'Japanese',
  'Realism',
  'Illustrative',
  'Dotwork',
  'Lettering',
  'Watercolour',
];
