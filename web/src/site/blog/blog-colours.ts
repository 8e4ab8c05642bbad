import { projectCategoryClasses } from '../home/category-colours';

/** Spec section 9: blog categories have mapped colours; the projects' palette and hash fit them. */
export const blogCategoryClasses = (category: string): string => projectCategoryClasses(category);
