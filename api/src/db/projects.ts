import type { Project } from '../projects/ProjectSchema.ts'
import type { Queryable } from './Db.ts'

type ProjectRow = {
  id: string
  name: string
  allowed_origins: string[]
  use_default_origins: boolean
  features: Project['features']
}

const columns = 'id, name, allowed_origins, use_default_origins, features'

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  allowedOrigins: row.allowed_origins,
  useDefaultOrigins: row.use_default_origins,
  features: row.features,
})

export async function findProject(db: Queryable, id: string): Promise<Project | undefined> {
  const [row] = await db.query<ProjectRow>(`SELECT ${columns} FROM projects WHERE id = $1`, [id])
  return row && toProject(row)
}

export async function listProjects(db: Queryable): Promise<Project[]> {
  const rows = await db.query<ProjectRow>(`SELECT ${columns} FROM projects ORDER BY id`)
  return rows.map(toProject)
}

/** Inserts or replaces a project; the input must already be parsed by `ProjectInputSchema`. */
export async function saveProject(db: Queryable, project: Project): Promise<Project> {
  const [row] = await db.query<ProjectRow>(
    `INSERT INTO projects (id, name, allowed_origins, use_default_origins, features)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name,
       allowed_origins = EXCLUDED.allowed_origins,
       use_default_origins = EXCLUDED.use_default_origins,
       features = EXCLUDED.features, updated_at = now()
     RETURNING ${columns}`,
    [project.id, project.name, project.allowedOrigins, project.useDefaultOrigins, project.features],
  )
  return toProject(row!)
}

/** Turns the SPEC §6 default origins of project `id` on or off; undefined for no such project. */
export async function setProjectDefaultOrigins(
  db: Queryable,
  { id, useDefaultOrigins }: { id: string; useDefaultOrigins: boolean },
): Promise<Project | undefined> {
  const [row] = await db.query<ProjectRow>(
    `UPDATE projects SET use_default_origins = $2, updated_at = now() WHERE id = $1
     RETURNING ${columns}`,
    [id, useDefaultOrigins],
  )
  return row && toProject(row)
}
