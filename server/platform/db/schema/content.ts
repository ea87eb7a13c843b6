import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BLOG_STATUSES } from '#shared/admin/content.ts';
import { FORM_OPTION_FIELD_TYPES } from '#shared/form-options.ts';
import { media } from './media.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** category and style hold form_options values (D1), checked by the services. */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    category: text('category').notNull(),
    style: text('style').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    inLookbook: boolean('in_lookbook').notNull().default(false),
    published: boolean('published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** issue 29: the number of the project's newest revision; a save names the one it started from */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('projects_order_idx').on(t.sortOrder, t.id)],
);

/** A project's gallery. `inBanner` marks the images chosen for the home hero (D5). */
export const projectImages = pgTable(
  'project_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
    inBanner: boolean('in_banner').notNull().default(false),
    /** D23: the point every crop keeps in view, in percent of width and height (default: centre) */
    focalX: smallint('focal_x').notNull().default(50),
    focalY: smallint('focal_y').notNull().default(50),
  },
  (t) => [
    index('project_images_project_idx').on(t.projectId, t.position),
    check('project_images_focal_range', sql`${t.focalX} between 0 and 100 and ${t.focalY} between 0 and 100`),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    featuredImageId: uuid('featured_image_id').references(() => media.id, { onDelete: 'set null' }),
    featuredImageAlt: text('featured_image_alt').notNull().default(''),
    /**
     * D2, D24: anonymous readers only ever see published posts. A scheduled post has a publish date
     * ahead; the blog.publish-due job makes it published when that time comes.
     */
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** issue 29: the number of the post's newest revision */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('blog_posts_published_idx').on(t.status, t.publishedAt),
    index('blog_posts_category_idx').on(t.category),
  ],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    rating: smallint('rating').notNull().default(5),
    /** free text as the spec has it; projectId links a portfolio project when there is one */
    project: text('project'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** issue 29: the number of the testimonial's newest revision */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [check('testimonials_rating_range', sql`${t.rating} between 1 and 5`)],
);

/** D1: every pick list of the product, managed in the Form Options Manager. */
export const formOptionFieldTypes = FORM_OPTION_FIELD_TYPES;

export const formOptions = pgTable(
  'form_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fieldType: text('field_type', { enum: formOptionFieldTypes }).notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('form_options_field_value_uq').on(t.fieldType, t.value)],
);

/** D3: a renamed slug keeps answering with a 301 to the current one. */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entity: text('entity', { enum: ['project', 'blogPost'] }).notNull(),
    oldSlug: text('old_slug').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('slug_redirects_entity_slug_uq').on(t.entity, t.oldSlug)],
);
