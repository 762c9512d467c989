// Logical paths made by +onBeforeRoute from §2's article routes: /article/services/vente/fr, /article/agencies/mettet/nl
export default '/article/@kind/@slug/@locale';
