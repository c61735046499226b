/** Words the demo data is made of: Abidjan quartiers, first and last names, catalogue vocabulary. */

export const QUARTIERS = [
  'Cocody',
  'Plateau',
  'Yopougon',
  'Marcory',
  'Treichville',
  'Adjamé',
  'Abobo',
  'Koumassi',
  'Port-Bouët',
  'Bingerville',
  'Riviera',
  'Angré',
] as const;

export const SHOP_NAMES = [
  'Fil d’Or',
  'La Maille Heureuse',
  'Pelotes & Cie',
  'Au Point Mousse',
  'Le Crochet Doré',
  'Maison du Tricot',
  'L’Atelier des Laines',
  'Fils de Lagune',
  'Le Coin Couture',
  'La Bobine',
  'Tricot Soleil',
  'Le Nid de Laine',
] as const;

export const FIRST_NAMES = [
  'Awa',
  'Aya',
  'Fanta',
  'Mariam',
  'Adjoua',
  'Akissi',
  'Aminata',
  'Fatou',
  'Salimata',
  'Nadège',
  'Estelle',
  'Clarisse',
  'Bintou',
  'Rokia',
  'Kadi',
  'Moussa',
  'Bakary',
  'Yao',
  'Kouadio',
  'Koffi',
  'Ibrahim',
  'Serge',
  'Didier',
  'Hervé',
  'Franck',
  'Léa',
  'Chloé',
  'Inès',
  'Élodie',
  'Amélie',
] as const;

export const LAST_NAMES = [
  'Koné',
  'Traoré',
  'Diallo',
  'Kouassi',
  'Konan',
  'Yao',
  'Ouattara',
  'Bamba',
  'Coulibaly',
  'Touré',
  'Cissé',
  'Kouamé',
  'N’Guessan',
  'Aka',
  'Gbagbo',
  'Soro',
  'Dosso',
  'Fofana',
  'Sangaré',
  'Diabaté',
  'Martin',
  'Bernard',
  'Lefèvre',
  'Moreau',
] as const;

export const PROFESSIONS = [
  'Couturière',
  'Enseignante',
  'Commerçante',
  'Infirmière',
  'Étudiante',
  'Styliste',
  'Comptable',
  'Retraitée',
  'Artisane',
  'Secrétaire',
] as const;

export const COLOURS = [
  'Rouge',
  'Bleu nuit',
  'Vert émeraude',
  'Jaune soleil',
  'Blanc cassé',
  'Noir',
  'Gris perle',
  'Rose poudré',
  'Orange brûlé',
  'Violet',
  'Turquoise',
  'Beige',
  'Bordeaux',
  'Kaki',
  'Corail',
] as const;

export const WOOL_KINDS = [
  'Laine mérinos',
  'Coton peigné',
  'Acrylique douce',
  'Alpaga',
  'Mohair',
  'Laine bébé',
] as const;
export const WOOL_BRANDS = ['Phildar', 'Katia', 'DMC', 'Drops', 'Bergère', 'Sans marque'] as const;
export const ACCESSORIES = [
  ['Aiguilles', 'Aiguilles droites'],
  ['Aiguilles', 'Aiguilles circulaires'],
  ['Crochets', 'Crochet aluminium'],
  ['Crochets', 'Crochet ergonomique'],
  ['Marqueurs', 'Marqueurs de mailles'],
  ['Ciseaux', 'Ciseaux à broder'],
  ['Mètres', 'Mètre ruban'],
  ['Boutons', 'Boutons nacre'],
] as const;
export const GARMENTS = [
  'Pull',
  'Gilet',
  'Bonnet',
  'Écharpe',
  'Robe',
  'Chaussons',
  'Snood',
  'Poncho',
] as const;
export const KITS = [
  'Kit amigurumi',
  'Kit bonnet',
  'Kit couverture bébé',
  'Kit sac au crochet',
  'Kit débutant',
] as const;
export const MACHINES = [
  ['Singer', 'Machine à coudre'],
  ['Brother', 'Machine à tricoter'],
  ['Janome', 'Surjeteuse'],
  ['Bernina', 'Machine à broder'],
] as const;
export const POUCH_COMPONENTS = [
  ['Fermeture éclair', 'Mercerie'],
  ['Doublure coton', 'Tissu'],
  ['Pompon', 'Décoration'],
  ['Étiquette tissée', 'Finition'],
  ['Anse cuir', 'Mercerie'],
] as const;
/** The suppliers every delivery of the data set comes from (ids 1 to 5, in this order). */
export const SUPPLIERS = [
  { nom: 'Textiles de l’Ouest', telephone: '+225 07 48 12 30 11', quartier: 'Yopougon', delaiLivraison: 7 },
  {
    nom: 'Mercerie Centrale Abidjan',
    telephone: '+225 05 66 21 09 87',
    quartier: 'Adjamé',
    delaiLivraison: 3,
  },
  { nom: 'Import Laines Dakar', telephone: '+221 77 410 22 35', quartier: 'Dakar', delaiLivraison: 21 },
  { nom: 'Fil & Co Lomé', telephone: '+228 90 11 45 62', quartier: 'Lomé', delaiLivraison: 14 },
  { nom: 'Atelier Bassam', telephone: '+225 01 52 77 40 18', quartier: 'Grand-Bassam', delaiLivraison: 5 },
] as const;
