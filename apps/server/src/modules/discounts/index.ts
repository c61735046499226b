export {
  type BasketArticle,
  type LinePrice,
  type PricedBasket,
  type PricedLine,
  priceBasket,
  splitOverRows,
} from './basket.ts';
export { basketArticles, basketPrices } from './basket-articles.ts';
export { authorizeDiscount } from './discount-rights.ts';
export { discountsRoutes } from './discounts.routes.ts';
