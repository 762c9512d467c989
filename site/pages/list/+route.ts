// Logical paths made by +onBeforeRoute: /for-sale/page/2, /for-rent/page/1
export default '/@section/page/@page';
